import type { CreateRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { and, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyRequests } from '../lib/app-error.ts';

/**
 * Counts a request in its window in one atomic statement: a new key or an expired window starts at 1,
 * anything else adds 1. Answers the count and the milliseconds left of the window.
 */
async function countRequest(db: Database, key: string, now: Date, timeWindowMs: number) {
  const windowOver = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - timeWindowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error(`Rate limit ${key} was not counted`);
  return { current: row.count, ttl: row.windowStart.getTime() + timeWindowMs - now.getTime() };
}

/** Windows that ended long ago would otherwise keep one row per address for ever. */
async function deleteEndedWindows(db: Database, keyPrefix: string, endedBefore: Date) {
  await db
    .delete(rateLimits)
    .where(and(sql`starts_with(${rateLimits.key}, ${keyPrefix})`, lt(rateLimits.windowStart, endedBefore)));
}

/**
 * @fastify/rate-limit hands child() the merged limit options: for a route's own limit with the route as
 * `routeInfo`; for a limit made with app.createRateLimit with an empty `routeInfo`, so those carry a `name`.
 */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo: { method?: string | string[]; url?: string };
  name?: string;
};

/**
 * Options of app.createRateLimit for a limit of its own, e.g. a second limit on a route that has one already
 * (the plugin applies only one per request). The name keeps its counters apart from every other limit's.
 */
export const namedRateLimit = (name: string, options: CreateRateLimitOptions): CreateRateLimitOptions =>
  Object.assign({ name }, options);

type CreatedRateLimit = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts a request against a limit made with app.createRateLimit; over it, the same 429 as a route's own limit. */
export async function enforceRateLimit(
  limit: CreatedRateLimit,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const result = await limit(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw tooManyRequests();
}

function keyPrefix({ routeInfo, name }: ChildOptions) {
  if (routeInfo.url) return `${routeInfo.method} ${routeInfo.url} `;
  if (name) return `${name} `;
  throw new Error('A rate limit outside a route needs a name (namedRateLimit)');
}

/**
 * A store for @fastify/rate-limit whose counters are rows (architecture §1), so that a limit holds across
 * every server process on the database. Each route counts in keys of its own.
 */
export function databaseRateLimitStore(db: Database, clock: () => Date) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    #nextCleanup = 0;

    constructor(_options: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      this.#count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    async #count(key: string, timeWindow: number) {
      const now = clock();
      if (now.getTime() >= this.#nextCleanup) {
        this.#nextCleanup = now.getTime() + timeWindow;
        await deleteEndedWindows(db, this.#prefix, new Date(now.getTime() - timeWindow));
      }
      return countRequest(db, `${this.#prefix}${key}`, now, timeWindow);
    }

    child(options: ChildOptions) {
      return new DatabaseRateLimitStore(options, keyPrefix(options));
    }
  };
}
