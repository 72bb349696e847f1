import { z } from 'zod';

/** A search query: at most this long (a few words or a phrase; the rest is ignored by nobody). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Results per page, as the case list. */
export const SEARCH_PAGE_SIZE = 15;

/**
 * GET /api/search?q={query}&page={n}: the letters, documents and internal notes of the cases the caller sees whose
 * text matches,
 * best first (then newest). The query reads as people type: words (all must match, Norwegian stems), "a phrase"
 * in quotes, -word to leave out, and the last word as the start of a word.
 */
export const searchRequestSchema = z.object({
  /** As typed, not trimmed: a space after the last word says it is written out (no longer a prefix). */
  q: z
    .string()
    .max(SEARCH_QUERY_MAX_LENGTH, { error: `Søket kan være på høyst ${SEARCH_QUERY_MAX_LENGTH} tegn` })
    .refine((query) => query.trim() !== '', { error: 'Skriv hva du vil søke etter' }),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

/** A piece of a snippet: the document's own text, `Match` where it matched the query. Text, never HTML. */
const snippetPartSchema = z.object({ Text: z.string(), Match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const searchHitSchema = z.object({
  CaseUid: z.string(),
  /** The case number people read (shown upper case). */
  CaseId: z.string(),
  /** The complainer's name, or null before one is registered. */
  Complainer: z.string().nullable(),
  Closed: z.boolean(),
  Archived: z.boolean(),
  /** The event of the letter or document; null for an internal note. */
  EventId: z.string().nullable(),
  /** When the event came, or the internal note was written. */
  EventCreated: z.iso.datetime({ offset: true }),
  /** The event's description; null for an internal note. */
  EventDescription: z.string().nullable(),
  /** The document the text is in; null when it is the letter's own subject and message, or a note. */
  DocumentId: z.string().nullable(),
  DocumentName: z.string().nullable(),
  /** The internal note the text is (issue 46); null for a letter or document. */
  NoteId: z.string().nullable(),
  Snippet: z.array(snippetPartSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  Total: z.number().int().nonnegative(),
  Page: z.number().int().positive(),
  PageSize: z.number().int().positive(),
  Hits: z.array(searchHitSchema),
  /**
   * Documents of the cases the caller sees that have no text to search (images, scanned PDFs without a text
   * layer: there is no OCR), and those still waiting to be read.
   */
  WithoutText: z.number().int().nonnegative(),
  Waiting: z.number().int().nonnegative(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchPath = ({ q, page = 1 }: { q: string; page?: number }) =>
  `/api/search?${new URLSearchParams({ q, page: String(page) })}`;
