import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, BlobNotFoundError, type BlobStore, byteStream, isBlobKey } from './blob-store.ts';

const PARTIAL_SUFFIX = '.partial';

/** Every file under `root` with its path relative to it, in '/' form; none when the folder does not exist yet. */
async function* filesUnder(root: string): AsyncGenerator<{ file: string; relative: string }> {
  let folder: Awaited<ReturnType<typeof opendir>>;
  try {
    folder = await opendir(root, { recursive: true });
  } catch (error) {
    if (isNotFound(error)) return;
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
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

const isNotFound = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/** A missing file's error as the contract has it; any other error as it came. */
const notFoundAsBlobError = (key: string) => (error: unknown) =>
  isNotFound(error) ? new BlobNotFoundError(key) : error;

/** The embedded default (BLOB_STORE=folder): one file per blob under `root`, written aside and renamed. */
export function createFolderBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    assertBlobKey(key);
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
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        throw notFoundAsBlobError(key)(error);
      }
    },
    stream(key) {
      const file = fileOf(key);
      return byteStream(async function* () {
        try {
          yield* createReadStream(file);
        } catch (error) {
          throw notFoundAsBlobError(key)(error);
        }
      });
    },
    async exists(key) {
      const file = fileOf(key);
      try {
        await access(file);
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
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
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
