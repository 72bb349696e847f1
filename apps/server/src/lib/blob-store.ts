import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A blob as a listing gives it: its key and when its bytes were last written. */
export interface StoredBlob {
  key: string;
  modifiedAt: Date;
}

/**
 * Where document bytes live (architecture §1): a data folder by default; object storage implements the same
 * interface when the portal is scaled out. Keys are chosen by the portal, never by users.
 */
export interface BlobStore {
  /** Stores the bytes under the key; a reader sees either nothing or the whole blob, never a part. */
  put(key: string, data: Uint8Array | Readable): Promise<void>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every whole blob, one at a time, so that a large store is never held in memory at once. */
  list(): AsyncIterable<StoredBlob>;
  /**
   * Removes what writes that never finished left behind and last touched before `before` (a process killed
   * during an upload); what that is depends on the store: a folder's partial files, an object store's
   * unfinished multipart uploads. Answers how many it removed.
   */
  removeUnfinishedWrites(before: Date): Promise<number>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;
const PARTIAL_SUFFIX = '.partial';

const isBlobKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

/** Every file under `root` with its path relative to it, in '/' form; none when the folder does not exist yet. */
async function* filesUnder(root: string): AsyncGenerator<{ file: string; relative: string }> {
  let folder: Awaited<ReturnType<typeof opendir>>;
  try {
    folder = await opendir(root, { recursive: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of folder) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    yield { file, relative: path.relative(root, file).split(path.sep).join('/') };
  }
}

/** When a file was last written; undefined when it has gone meanwhile (deleted by another process). */
async function modifiedAt(file: string) {
  try {
    return (await stat(file)).mtime;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function createFileBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    if (!isBlobKey(key)) throw new Error(`Invalid blob key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}${PARTIAL_SUFFIX}`;
      try {
        if (data instanceof Uint8Array) await writeFile(partial, data);
        else await pipeline(data, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    read: (key) => readFile(fileOf(key)),
    stream: (key) => createReadStream(fileOf(key)),
    async exists(key) {
      try {
        await access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },
    delete: (key) => rm(fileOf(key), { force: true }),
    async *list() {
      for await (const { file, relative } of filesUnder(root)) {
        // A partial file is a write under way (or one a killed process left); anything else is not the portal's.
        if (relative.endsWith(PARTIAL_SUFFIX) || !isBlobKey(relative)) continue;
        const at = await modifiedAt(file);
        if (at) yield { key: relative, modifiedAt: at };
      }
    },
    async removeUnfinishedWrites(before) {
      let removed = 0;
      for await (const { file, relative } of filesUnder(root)) {
        if (!relative.endsWith(PARTIAL_SUFFIX)) continue;
        const at = await modifiedAt(file);
        if (!at || at >= before) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
