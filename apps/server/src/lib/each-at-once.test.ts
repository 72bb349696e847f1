import { describe, expect, it } from 'vitest';
import { eachAtOnce } from './each-at-once.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

async function* numbers(count: number, taken: number[]) {
  for (let n = 1; n <= count; n++) {
    taken.push(n);
    yield n;
  }
}

describe('eachAtOnce', () => {
  it('works on every item, never more than the limit at once, and takes items only as room frees', async () => {
    const taken: number[] = [];
    const done: number[] = [];
    let underWay = 0;
    let most = 0;
    await eachAtOnce(numbers(20, taken), 3, async (n) => {
      underWay += 1;
      most = Math.max(most, underWay);
      expect(taken.length - done.length).toBeLessThanOrEqual(3);
      // Items later in the list finish sooner, so room frees out of order.
      await new Promise((resolve) => setTimeout(resolve, 20 - n));
      underWay -= 1;
      done.push(n);
    });
    expect(done.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(most).toBe(3);
  });

  it('stops taking items at the first failure, lets the ones under way finish, then throws it', async () => {
    const taken: number[] = [];
    const finished: number[] = [];
    const run = eachAtOnce(numbers(100, taken), 4, async (n) => {
      await tick();
      if (n === 6) throw new Error('Nummer 6 feilet');
      await tick();
      finished.push(n);
    });
    await expect(run).rejects.toThrow('Nummer 6 feilet');
    expect(taken.length).toBeLessThan(15);
    // Every item taken but the failed one was worked through before the failure came out.
    expect(finished.toSorted((a, b) => a - b)).toEqual(taken.filter((n) => n !== 6));
  });
});
