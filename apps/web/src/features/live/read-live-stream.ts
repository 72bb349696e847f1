import { type LiveEvent, liveEventSchema } from '@foretaksportalen/shared/contract/live';
import { createParser } from 'eventsource-parser';

export interface LiveFrameHandlers {
  /** A frame that is a valid live event, with its `id:` (the cursor to resume from) when it has one. */
  event: (event: LiveEvent, id: string | undefined) => void;
  /** The server's `retry:` in ms. */
  retry: (ms: number) => void;
}

function parseEvent(data: string): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Reads the live stream's frames until it ends, is cut or the signal stops it; resolves in every case. Comments
 * (the heartbeat) and frames that are not a live event this app knows are left out: a newer server's event must
 * not stop an older tab.
 */
export async function readLiveStream(
  body: ReadableStream<Uint8Array>,
  handlers: LiveFrameHandlers,
  signal: AbortSignal,
): Promise<void> {
  const parser = createParser({
    onEvent: ({ data, id }) => {
      const event = parseEvent(data);
      if (event) handlers.event(event, id);
    },
    onRetry: handlers.retry,
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const cancel = () => {
    reader.cancel().catch(() => {});
  };
  signal.addEventListener('abort', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal.aborted) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    // Cut off or aborted: the caller decides whether to open it again.
  } finally {
    signal.removeEventListener('abort', cancel);
    cancel();
  }
}
