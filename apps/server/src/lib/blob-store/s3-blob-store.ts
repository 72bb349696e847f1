import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config.ts';
import {
  assertBlobKey,
  BlobNotFoundError,
  type BlobStore,
  byteStream,
  isBlobKey,
  readAll,
} from './blob-store.ts';

/**
 * Parts of 5 MiB (the smallest S3 takes), two in flight: a large upload holds about 15 MiB of itself in memory,
 * so that many uploads at once stay affordable; a 25 MB document is five parts.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => statusOf(error) === 404;
const isNotImplemented = (error: unknown) => statusOf(error) === 501;

export type S3BlobStoreOptions = Config['s3'] & Pick<S3ClientConfig, 'credentials'>;

/**
 * BLOB_STORE=s3: any S3-compatible object storage through the AWS SDK (credentials from its usual sources unless
 * given). An object appears whole when its upload completes; a large one goes up in parts, and a part that fails
 * aborts the upload, so nothing of it is visible.
 */
export function createS3BlobStore({
  endpoint,
  bucket,
  region,
  forcePathStyle,
  credentials,
}: S3BlobStoreOptions) {
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle,
    credentials,
    // The SDK's default checksums need the aws-chunked encoding, which many S3-compatible servers refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const object = (key: string) => {
    assertBlobKey(key);
    return { Bucket: bucket, Key: key };
  };

  async function* bytesOf(key: string) {
    let body: Readable;
    try {
      body = (await client.send(new GetObjectCommand(object(key)))).Body as Readable;
    } catch (error) {
      throw isMissing(error) ? new BlobNotFoundError(key) : error;
    }
    yield* body;
  }

  const store: BlobStore = {
    async put(key, data) {
      const upload = new Upload({
        client,
        params: { ...object(key), Body: data },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      });
      await upload.done();
    },
    read: (key) => readAll(byteStream(() => bytesOf(key))),
    stream: (key) => byteStream(() => bytesOf(key)),
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand(object(key)));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (Key && LastModified && isBlobKey(Key)) yield { key: Key, modifiedAt: LastModified };
        }
      }
    },
    async removeUnfinishedWrites(before) {
      let removed = 0;
      try {
        let marker: { KeyMarker?: string; UploadIdMarker?: string } = {};
        for (;;) {
          const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, ...marker }));
          for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
            if (!Initiated || Initiated >= before) continue;
            await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId }));
            removed += 1;
          }
          if (!page.IsTruncated) break;
          marker = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
        }
      } catch (error) {
        // A server that cannot list them (s3rver) leaves them to the bucket's lifecycle rule (docs/deploy.md).
        if (!isNotImplemented(error)) throw error;
      }
      return removed;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
  return store;
}
