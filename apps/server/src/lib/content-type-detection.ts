import { Readable } from 'node:stream';
import { fileTypeFromStream } from 'file-type';

const TEXT_PLAIN = 'text/plain';

/** Plain text has no magic number; this much of its beginning is examined instead. */
const TEXT_SAMPLE_BYTES = 64 * 1024;

/** The first `length` bytes of a stream (fewer if it is shorter); the rest is not read. */
async function readHead(stream: Readable, length: number) {
  const chunks: Buffer[] = [];
  let read = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      read += chunk.length;
      if (read >= length) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, length);
}

/** Text as the portal takes it: UTF-8 (a character cut off at the end of the sample is fine) without NUL bytes. */
function isUtf8Text(sample: Uint8Array) {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * What a file's content is (architecture §7: by its magic bytes, not by what the browser declared), as a MIME
 * type, or undefined when it is nothing recognisable. The zip containers DOCX and XLSX are told apart by their
 * entries ([Content_Types].xml, word/, xl/), which file-type reads from the stream as far as it needs. Plain text
 * has no signature: it is text when it was declared so and its beginning is UTF-8 without NUL bytes.
 * `open` gives a fresh stream of the content each time it is called.
 */
export async function detectContentType(open: () => Readable, declaredType: string) {
  const detected = await fileTypeFromStream(Readable.toWeb(open()));
  if (detected) return detected.mime;
  if (declaredType === TEXT_PLAIN && isUtf8Text(await readHead(open(), TEXT_SAMPLE_BYTES))) return TEXT_PLAIN;
  return undefined;
}
