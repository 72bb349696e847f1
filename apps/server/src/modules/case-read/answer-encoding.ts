import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * zstd, and gzip at level 1, compress a large list (10,000 cases: 5 MB of JSON) several times faster than brotli
 * or gzip's default level, for at most a fifth more bytes. Chromium and Firefox accept zstd.
 */
const ANSWER_ENCODINGS = ['zstd', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** The encoding to send an answer in for an Accept-Encoding header, or null for none. */
export const answerEncodingFor = (acceptEncoding: string | undefined): AnswerEncoding | null =>
  negotiate(acceptEncoding ?? '', [...ANSWER_ENCODINGS]);

export function encodeAnswer(json: string | Buffer, encoding: AnswerEncoding) {
  return encoding === 'zstd'
    ? zlib.zstdCompressSync(json, { params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } })
    : zlib.gzipSync(json, { level: 1 });
}

/**
 * An answer kept as UTF-8 JSON, and compressed once per encoding asked for (the list and case caches). Bytes, not
 * text: compressing and sending a string costs encoding it to UTF-8 each time (about 25 ms for 10,000 cases).
 */
export interface EncodedAnswer {
  body: Buffer;
  /** The body as text (the case file reads a case from it; tests compare it). */
  readonly json: string;
  /** The body in `encoding`, compressed on the first request that asks for it. */
  encoded(encoding: AnswerEncoding): Buffer;
}

export function encodedAnswer(body: Buffer): EncodedAnswer {
  const encoded = new Map<AnswerEncoding, Buffer>();
  let json: string | undefined;
  return {
    body,
    get json() {
      json ??= body.toString('utf8');
      return json;
    },
    encoded(encoding) {
      let bytes = encoded.get(encoding);
      if (!bytes) {
        bytes = encodeAnswer(body, encoding);
        encoded.set(encoding, bytes);
      }
      return bytes;
    },
  };
}
