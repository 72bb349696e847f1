import { parentPort } from 'node:worker_threads';
import { extractText } from './extract-text.ts';

/** One document at a time: its bytes and type in, its text (or why not) out. */
parentPort?.on('message', async ({ bytes, mimeType }: { bytes: Uint8Array; mimeType: string }) => {
  try {
    parentPort?.postMessage({ text: await extractText(bytes, mimeType) });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
