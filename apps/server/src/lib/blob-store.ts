import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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
}

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

export function createFileBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid blob key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
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
  };
}
