import type { NoticeListener } from '../../db/notices.ts';
import { createAnswerCache } from './answer-cache.ts';
import { type EncodedAnswer, encodedAnswer } from './answer-encoding.ts';

/**
 * The answer of GET /api/case/{id} as JSON text (UTF-8, compressed once per encoding asked for), with what the cache
 * needs to serve it: the case's company and clerk (who may see it), the Oslo day its DaysToDue counts from, the
 * database snapshot it was read in, and the moment its first deletable letter stops being deletable.
 */
export interface CachedCaseAnswer extends EncodedAnswer {
  caseId: string;
  companyId: string;
  clerkMembershipId: string | null;
  /** yyyy-MM-dd in Oslo. */
  day: string;
  snapshot: string;
  cachedAt: number;
  /** Epoch ms from which the answer is out of date by the clock alone (a letter's delete window closing). */
  validUntil: number;
}

export function cachedCaseAnswer(
  json: string,
  facts: Omit<CachedCaseAnswer, keyof EncodedAnswer>,
): CachedCaseAnswer {
  return Object.assign(encodedAnswer(Buffer.from(json)), facts);
}

/**
 * How long an answer is kept at most. Notices (or the change records, while they are not heard) say when it
 * changes; this bounds what a lost notice could cost and stays far below the day the change records are kept.
 */
export const CASE_ANSWER_CACHE_TTL_MS = 5 * 60 * 1000;
/** The most JSON kept, in bytes (a typical case about 7 KB, one with 200 documents about 58 KB). */
const CASE_ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** The most cases and companies whose last notice is remembered; past that every read under way is dropped. */
const MAX_NOTICED = 10_000;

/**
 * The case answers this process has read, per case and viewer variant (decision 0018). What it holds is served
 * without asking the database while it hears the triggers' notices on 'case_changes' (migration 0015): each
 * notice drops the answers of its case, of the company ('company:{id}') or all of them, and a read that a notice
 * of its case overtook is not kept (each read takes `generation` before it starts). While the notices are not
 * heard, `isTrusted` is false: the service checks an answer against the change records with its snapshot before
 * serving it. When they are heard again, what it holds is forgotten, as a change may have gone unheard meanwhile.
 */
export function createCaseAnswerCache(now: () => number, maxBytes = CASE_ANSWER_CACHE_MAX_BYTES) {
  /** The variants held of each case, so that a notice of the case finds them all. */
  const variantsByCase = new Map<string, Set<string>>();
  const answers = createAnswerCache<CachedCaseAnswer>(now, {
    maxBytes,
    ttlMs: CASE_ANSWER_CACHE_TTL_MS,
    onRemove(key, answer) {
      const variants = variantsByCase.get(answer.caseId);
      variants?.delete(key);
      if (variants?.size === 0) variantsByCase.delete(answer.caseId);
    },
  });
  let trusted = false;
  let generation = 0;
  /** Reads begun before this generation are not kept: a notice of everything came after them. */
  let floor = 0;
  /** The generation of the last notice of each case ('case:{id}') and company ('company:{id}'). */
  const noticedAt = new Map<string, number>();

  const keyOf = (caseId: string, variant: string) => `${caseId}/${variant}`;

  function forgetCase(caseId: string) {
    for (const key of variantsByCase.get(caseId) ?? []) answers.delete(key);
  }

  function forgetAll() {
    answers.clear();
    noticedAt.clear();
    floor = generation;
  }

  const notices: NoticeListener = {
    notice(payload) {
      generation += 1;
      const [kind, id] = payload.split(':');
      if (kind === 'case' && id) forgetCase(id);
      else if (kind === 'company' && id) answers.deleteWhere((answer) => answer.companyId === id);
      else return forgetAll();
      noticedAt.set(payload, generation);
      if (noticedAt.size > MAX_NOTICED) {
        noticedAt.clear();
        floor = generation;
      }
    },
    listening(isListening) {
      generation += 1;
      trusted = isListening;
      // Deaf, it keeps what it holds: each answer is checked against the change records before use. Hearing
      // again, it forgets: trusted from now on, an answer could hide a change made while nothing was heard.
      if (isListening) forgetAll();
    },
  };

  const noticedSince = (key: string, readAt: number) => (noticedAt.get(key) ?? 0) > readAt;

  return {
    notices,

    /** Whether what the cache holds is up to date without asking the database: its notices are heard. */
    isTrusted: () => trusted,

    /** The answer for this case and viewer variant, unless it is of another day or out of date by the clock. */
    get(caseId: string, variant: string, day: string): CachedCaseAnswer | undefined {
      const answer = answers.get(keyOf(caseId, variant));
      if (!answer) return undefined;
      if (answer.day === day && now() < answer.validUntil) return answer;
      answers.delete(keyOf(caseId, variant));
      return undefined;
    },

    /** Where the notices stand: taken before a read from the database, handed back to `remember`. */
    generation: () => generation,

    /** Keeps what a read found, unless a notice of its case or company (or of all) came after the read began. */
    remember(answer: CachedCaseAnswer, variant: string, readAtGeneration: number) {
      if (
        readAtGeneration < floor ||
        noticedSince(`case:${answer.caseId}`, readAtGeneration) ||
        noticedSince(`company:${answer.companyId}`, readAtGeneration)
      )
        return;
      const key = keyOf(answer.caseId, variant);
      if (!answers.set(key, answer)) return;
      const variants = variantsByCase.get(answer.caseId) ?? new Set();
      variants.add(key);
      variantsByCase.set(answer.caseId, variants);
    },

    /** How many answers are held (tests and metrics). */
    size: answers.size,
  };
}

export type CaseAnswerCache = ReturnType<typeof createCaseAnswerCache>;
