import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The longest a request may hold the event loop (architecture §12): on PGlite the database runs in it too. */
export const EVENT_LOOP_LIMIT_MS = 200;

export interface Blocked {
  request: string;
  ms: number;
}

/**
 * The event loop's delay while each request runs, as Node measures it (timers 10 ms apart): the test app runs in
 * the test's own thread, so a request that blocks it shows here. Requests are sent one at a time.
 */
export function watchEventLoop() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let requests = 0;
  let longest: Blocked = { request: '(none)', ms: 0 };
  async function measure<Answer>(request: string, send: () => Promise<Answer>) {
    histogram.reset();
    const answer = await send();
    // The histogram's timer notes a delay when it fires after the block, in the loop's next timer phase: a timer
    // set now fires after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const ms = histogram.max / 1e6;
    requests += 1;
    if (ms > longest.ms) longest = { request, ms };
    return { answer, ms };
  }

  return {
    /**
     * Sends one request, and answers with its answer and the longest delay of the loop while it ran. A request that
     * held the loop too long is sent once more when `mayRepeat` allows it (a refusal, which changed nothing), and
     * counts by its second run: the first call of a route compiles its code, and another test process shares the
     * machine's two cores.
     */
    async measure<Answer>(
      request: string,
      send: () => Promise<Answer>,
      mayRepeat: (answer: Answer) => boolean,
    ) {
      const first = await measure(request, send);
      return first.ms > EVENT_LOOP_LIMIT_MS && mayRepeat(first.answer) ? measure(request, send) : first;
    },
    /** Stops measuring and prints how many requests were measured and the one that held the loop longest. */
    stopAndReport(name: string) {
      histogram.disable();
      console.log(
        `${name}: ${requests} requests; the longest event-loop delay ${longest.ms.toFixed(1)} ms, by ${longest.request}`,
      );
    },
  };
}
