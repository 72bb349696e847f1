/** How far a piece of work is, as a line of its answer. */
export interface ProgressLine {
  Progress: number;
}

/**
 * The NDJSON lines of a long piece of work as it goes: its progress as whole percents (each once), then what it
 * answers (which has no `Progress`). The work runs on if the reader goes away, so that what it makes is kept for the
 * next ask; it never rejects (a failure is an answer of its own). The case file's PDF and a person's data on
 * request are made so.
 */
export async function* progressLines<Last extends object>(
  work: (report: (done: number) => void) => Promise<Last>,
): AsyncGenerator<string> {
  const waiting: (ProgressLine | Last)[] = [{ Progress: 0 }];
  let wake = () => {};
  let reported = 0;
  void work((done) => {
    const percent = Math.min(99, Math.floor(done * 100));
    if (percent <= reported) return;
    reported = percent;
    waiting.push({ Progress: percent });
    wake();
  }).then((last) => {
    waiting.push(last);
    wake();
  });
  for (;;) {
    const line = waiting.shift();
    if (line) {
      yield `${JSON.stringify(line)}\n`;
      if (!('Progress' in line)) return;
      continue;
    }
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
}
