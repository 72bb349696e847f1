import { Worker } from 'node:worker_threads';

export class TextExtractionError extends Error {}

/**
 * Reads documents' text in a worker thread of its own, one at a time, so that a large or hostile file neither
 * blocks the server's requests nor runs longer than `timeoutMs`: the worker is then stopped, and the next document
 * gets a new one.
 */
export function createTextExtractor({ timeoutMs }: { timeoutMs: number }) {
  let worker: Worker | null = null;
  const started = () => {
    worker ??= new Worker(new URL('./text-extraction.worker.ts', import.meta.url));
    return worker;
  };
  const stop = async () => {
    const stopping = worker;
    worker = null;
    await stopping?.terminate();
  };

  return {
    /** The text (null: the type has none), or a TextExtractionError saying why it could not be read. */
    async extract(bytes: Uint8Array, mimeType: string): Promise<string | null> {
      const running = started();
      let timer: NodeJS.Timeout | undefined;
      try {
        return await new Promise<string | null>((resolve, reject) => {
          timer = setTimeout(() => {
            reject(new TextExtractionError(`Reading the text took more than ${timeoutMs / 1000} s`));
            void stop();
          }, timeoutMs);
          running.once('message', (answer: { text?: string | null; error?: string }) =>
            answer.error === undefined
              ? resolve(answer.text ?? null)
              : reject(new TextExtractionError(answer.error)),
          );
          running.once('error', (error) => {
            worker = null;
            reject(new TextExtractionError(error.message));
          });
          running.postMessage({ bytes, mimeType });
        });
      } finally {
        clearTimeout(timer);
        running.removeAllListeners('message');
        running.removeAllListeners('error');
      }
    },
    close: stop,
  };
}

export type TextExtractor = ReturnType<typeof createTextExtractor>;
