import { useSyncExternalStore } from 'react';
import { isApiError, parseRetryAfter } from './api-error.ts';
import { snackbar } from './snackbar.ts';
import { createStore } from './store.ts';

/** unavailable: the portal answers 503 (its database is down); unreachable: no answer at all. */
export type OutageCause = 'unavailable' | 'unreachable';

/** The check the user asked for with 'Prøv igjen': none yet, under way, or answered that the service is still down. */
export type OutageRetry = 'idle' | 'checking' | 'stillDown';

export const OUTAGE_TEXTS = {
  title: 'Tjenesten er midlertidig utilgjengelig',
  unavailable: 'Vi har en midlertidig feil, og siden kan ikke vises akkurat nå.',
  unreachable:
    'Vi får ikke kontakt med tjenesten akkurat nå. Det kan også skyldes nettverkstilkoblingen din.',
  whatHappens:
    'Siden prøver igjen av seg selv og viser innholdet så snart tjenesten er tilbake. Du trenger ikke laste inn siden på nytt.',
  retry: 'Prøv igjen',
  checking: 'Prøver igjen …',
  stillDown: 'Tjenesten er fortsatt utilgjengelig. Siden fortsetter å prøve av seg selv.',
  recovered: 'Tjenesten er tilgjengelig igjen.',
} as const;

const HEALTH_PATH = '/api/health';

/** Between checks when the answer names no Retry-After: the server's own value for a database outage. */
const DEFAULT_RETRY_SECONDS = 5;
/** Retry-After is obeyed within these bounds: never a busy loop, never a page left waiting for minutes. */
const MIN_RETRY_SECONDS = 1;
export const MAX_RETRY_SECONDS = 60;

interface ServiceOutage {
  cause: OutageCause;
  retry: OutageRetry;
}

/** The answer of one health check. */
export type HealthAnswer = { up: true } | { up: false; cause: OutageCause; retryAfterSeconds?: number };

/** 503: the portal answers but cannot serve (its database is down); status 0: no answer at all. */
const causeOfStatus = (status: number): OutageCause | undefined =>
  status === 503 ? 'unavailable' : status === 0 ? 'unreachable' : undefined;

/** Whether a failed call means that the service is temporarily unavailable, and why. */
export const outageCauseOf = (error: unknown): OutageCause | undefined =>
  isApiError(error) ? causeOfStatus(error.status) : undefined;

const clampRetrySeconds = (seconds = DEFAULT_RETRY_SECONDS) =>
  Math.min(MAX_RETRY_SECONDS, Math.max(MIN_RETRY_SECONDS, seconds));

/**
 * Whether the service is down, fed by the failures of the page's data (query-client.ts) and read by the layouts,
 * which show the outage view instead of the page. While down, it checks the health endpoint (which queries the
 * database) as often as Retry-After says; the first check that answers 200 ends the outage and tells the
 * listeners, which reload what failed.
 */
export function createServiceOutage({ checkHealth }: { checkHealth: () => Promise<HealthAnswer> }) {
  const store = createStore<ServiceOutage | null>(null);
  const recoveredListeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checkInFlight: Promise<void> | null = null;

  const schedule = (retryAfterSeconds: number | undefined) => {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), clampRetrySeconds(retryAfterSeconds) * 1000);
  };

  async function runCheck() {
    const answer = await checkHealth().catch((): HealthAnswer => ({ up: false, cause: 'unreachable' }));
    const current = store.get();
    if (!current) return;
    if (answer.up) {
      store.set(null);
      for (const listener of recoveredListeners) listener();
      return;
    }
    store.set({ cause: answer.cause, retry: current.retry === 'checking' ? 'stillDown' : current.retry });
    schedule(answer.retryAfterSeconds);
  }

  /** One check at a time: 'Prøv igjen' during an automatic check waits for that one. */
  function check(): Promise<void> {
    clearTimeout(timer);
    checkInFlight ??= runCheck().finally(() => {
      checkInFlight = null;
    });
    return checkInFlight;
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Starts an outage when the error says the service is unavailable; answers whether it did (or one is on). */
    report(error: unknown): boolean {
      const cause = outageCauseOf(error);
      if (!cause) return false;
      if (!store.get()) {
        store.set({ cause, retry: 'idle' });
        schedule(isApiError(error) ? error.retryAfterSeconds : undefined);
      }
      return true;
    },
    /** 'Prøv igjen': checks at once. */
    retryNow(): Promise<void> {
      const current = store.get();
      if (!current) return Promise.resolve();
      store.set({ ...current, retry: 'checking' });
      return check();
    },
    onRecovered(listener: () => void): () => void {
      recoveredListeners.add(listener);
      return () => {
        recoveredListeners.delete(listener);
      };
    },
    /** Forgets an outage without telling anyone (between tests that share the app's instance). */
    reset(): void {
      clearTimeout(timer);
      store.set(null);
    },
  };
}

async function checkServiceHealth(): Promise<HealthAnswer> {
  // Not through the HTTP client: a check that fails is expected here and must not show a message each time.
  const response = await fetch(HEALTH_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (response.ok) return { up: true };
  return {
    up: false,
    cause: causeOfStatus(response.status) ?? 'unavailable',
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
  };
}

/** The app's one outage state. */
export const serviceOutage = createServiceOutage({ checkHealth: checkServiceHealth });
serviceOutage.onRecovered(() => snackbar.show({ message: OUTAGE_TEXTS.recovered, type: 'info' }));

export const useServiceOutage = (): ServiceOutage | null =>
  useSyncExternalStore(serviceOutage.subscribe, serviceOutage.get, serviceOutage.get);
