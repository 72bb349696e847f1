import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createServiceOutage, type HealthAnswer } from './service-outage.ts';

const UNAVAILABLE = 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.';
const unavailable = (retryAfterSeconds?: number) =>
  new ApiError({ title: UNAVAILABLE, status: 503, ErrorMessage: UNAVAILABLE }, retryAfterSeconds);
const noAnswer = () => new ApiError({ title: 'Kunne ikke kontakte serveren.', status: 0 });

const DOWN: HealthAnswer = { up: false, cause: 'unavailable' };
const UP: HealthAnswer = { up: true };

/** A monitor whose health checks answer, in turn, what the test pushes; down when nothing is pushed. */
function monitorWith() {
  const answers: HealthAnswer[] = [];
  const checkHealth = vi.fn(async () => answers.shift() ?? DOWN);
  const outage = createServiceOutage({ checkHealth });
  const recovered = vi.fn();
  outage.onRecovered(recovered);
  return { outage, checkHealth, answers, recovered };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reporting', () => {
  it('starts an outage on a 503 and on no answer at all, not on other failures', () => {
    const { outage } = monitorWith();

    expect(outage.report(new ApiError({ title: 'Det oppsto en feil på serveren', status: 500 }))).toBe(false);
    expect(outage.report(new ApiError({ title: 'Fant ikke det du ba om', status: 404 }))).toBe(false);
    expect(outage.report(new Error('not a call'))).toBe(false);
    expect(outage.get()).toBeNull();

    expect(outage.report(unavailable())).toBe(true);
    expect(outage.get()).toEqual({ cause: 'unavailable', retry: 'idle' });

    const other = monitorWith().outage;
    other.report(noAnswer());
    expect(other.get()).toEqual({ cause: 'unreachable', retry: 'idle' });
  });

  it('keeps one outage and one schedule when more failures come in', async () => {
    const { outage, checkHealth } = monitorWith();
    outage.report(unavailable(5));
    await vi.advanceTimersByTimeAsync(3_000);
    outage.report(unavailable(5));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(checkHealth).toHaveBeenCalledTimes(1);
  });
});

describe('checking until the service is back', () => {
  it('checks as often as Retry-After says and ends the outage at the first healthy answer', async () => {
    const { outage, checkHealth, answers, recovered } = monitorWith();
    answers.push({ up: false, cause: 'unavailable', retryAfterSeconds: 2 }, UP);

    outage.report(unavailable(7));
    await vi.advanceTimersByTimeAsync(6_999);
    expect(checkHealth).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(checkHealth).toHaveBeenCalledTimes(1);
    expect(outage.get()).toEqual({ cause: 'unavailable', retry: 'idle' });

    await vi.advanceTimersByTimeAsync(1_999);
    expect(checkHealth).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checkHealth).toHaveBeenCalledTimes(2);
    expect(outage.get()).toBeNull();
    expect(recovered).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(checkHealth).toHaveBeenCalledTimes(2);
  });

  it('waits 5 s without Retry-After, and keeps Retry-After between 1 and 60 s', async () => {
    const { outage, checkHealth, answers } = monitorWith();
    answers.push({ up: false, cause: 'unavailable', retryAfterSeconds: 0 });
    answers.push({ up: false, cause: 'unavailable', retryAfterSeconds: 3_600 });

    outage.report(noAnswer());
    await vi.advanceTimersByTimeAsync(4_999);
    expect(checkHealth).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(checkHealth).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(checkHealth).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(checkHealth).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(checkHealth).toHaveBeenCalledTimes(3);
  });

  it('takes the cause of each answer, and a check that throws as no answer, and goes on checking', async () => {
    const checkHealth = vi
      .fn<() => Promise<HealthAnswer>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(DOWN)
      .mockResolvedValueOnce(UP);
    const outage = createServiceOutage({ checkHealth });

    outage.report(unavailable(1));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(outage.get()).toEqual({ cause: 'unreachable', retry: 'idle' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(outage.get()).toEqual({ cause: 'unavailable', retry: 'idle' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(outage.get()).toBeNull();
  });
});

describe("'Prøv igjen'", () => {
  it('checks at once, says so, and says when the service is still down', async () => {
    const { outage, checkHealth } = monitorWith();
    outage.report(unavailable(30));

    const check = outage.retryNow();
    expect(outage.get()).toEqual({ cause: 'unavailable', retry: 'checking' });
    await check;
    expect(checkHealth).toHaveBeenCalledTimes(1);
    expect(outage.get()).toEqual({ cause: 'unavailable', retry: 'stillDown' });

    // The next automatic check comes after the answer's Retry-After (none: 5 s), not the first one's 30 s.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(checkHealth).toHaveBeenCalledTimes(2);
  });

  it('ends the outage when the service answers', async () => {
    const { outage, answers, recovered } = monitorWith();
    answers.push(UP);
    outage.report(unavailable());

    await outage.retryNow();

    expect(outage.get()).toBeNull();
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('joins an automatic check under way instead of starting a second one', async () => {
    let answer: (value: HealthAnswer) => void = () => {};
    const checkHealth = vi.fn(() => new Promise<HealthAnswer>((resolve) => (answer = resolve)));
    const outage = createServiceOutage({ checkHealth });
    outage.report(unavailable(1));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(checkHealth).toHaveBeenCalledTimes(1);

    const check = outage.retryNow();
    expect(checkHealth).toHaveBeenCalledTimes(1);
    answer(DOWN);
    await check;
    expect(outage.get()).toEqual({ cause: 'unavailable', retry: 'stillDown' });
  });

  it('does nothing when there is no outage', async () => {
    const { outage, checkHealth } = monitorWith();
    await outage.retryNow();
    expect(checkHealth).not.toHaveBeenCalled();
    expect(outage.get()).toBeNull();
  });
});
