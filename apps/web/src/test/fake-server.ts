import { vi } from 'vitest';
import { jsonResponse } from './fixtures.ts';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/**
 * An answer, or a function of the request that gives one: a Response, null for 204, or a body to send as JSON with
 * 200 (a string or boolean too, for the calls that answer one).
 */
export type FakeRoute = ((request: RecordedRequest) => unknown) | Response | object | string | boolean | null;

/**
 * Replaces fetch with routes keyed by 'METHOD /path' (the boundary the app talks to). Every call is recorded;
 * an unknown route answers 404. Responses are made fresh per call, since a body can be read only once.
 */
export function stubFetch(routes: Record<string, FakeRoute>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : JSON.parse(text),
    };
    requests.push(request);
    const route = routes[`${method} ${url}`];
    if (route === undefined) {
      return jsonResponse({ title: 'Ikke funnet', status: 404 }, 404);
    }
    const answer = typeof route === 'function' ? await route(request) : route;
    if (answer instanceof Response) return answer.clone();
    if (answer === null) return new Response(null, { status: 204 });
    return jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, url: string) =>
    requests.filter((request) => request.method === method && request.url === url);
  return { fetchMock, requests, callsTo };
}

/** A content answer in the wire shape: items with Properties (Alias, Value). */
export const contentItems = (...items: Record<string, string | null>[]) =>
  items.map((properties, index) => ({
    Id: `item-${index + 1}`,
    Name: `Element ${index + 1}`,
    Properties: Object.entries(properties).map(([Alias, Value]) => ({ Alias, Value })),
  }));

/** The content route answering per document type alias, as the server does (unknown alias: []). */
export const contentRoute =
  (byAlias: Record<string, unknown[]>): FakeRoute =>
  (request) => {
    const alias = (request.body as { DocumentTypeAlias: string }).DocumentTypeAlias;
    return byAlias[alias] ?? [];
  };

/** A promise that the test settles, for looking at the page while a call is still running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
