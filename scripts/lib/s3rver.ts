import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** s3rver's fixed credentials: it checks signatures with these. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Where the bucket is, in the shape of the portal's `config.s3` (its S3_* settings). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  forcePathStyle: boolean;
}

/**
 * An S3 server for the tests (no MinIO can be installed here): s3rver, an implementation of the S3 protocol in
 * Node, in a process of its own on a free port, with a bucket in a temporary folder. What it lacks of S3:
 * listing unfinished multipart uploads.
 */
export async function startS3rver(bucket = 'foretaksportalen') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'foretaksportalen-s3rver-'));
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 's3rver-main.ts'), directory, bucket],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  let port: number | undefined;
  for await (const line of lines) {
    const match = /^listening (\d+)$/.exec(line);
    if (match) {
      port = Number(match[1]);
      break;
    }
  }
  if (!port) throw new Error('s3rver did not start');
  const s3: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    forcePathStyle: true,
  };
  return {
    s3,
    port,
    async close() {
      child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
