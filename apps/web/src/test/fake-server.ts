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
 * Replaces fetch (and XMLHttpRequest, which uploads use) with routes keyed by 'METHOD /path' (the boundary the app
 * talks to). Every call is recorded; an unknown route answers 404. Responses are made fresh per call, since a body
 * can be read only once.
 */
export function stubFetch(routes: Record<string, FakeRoute>) {
  const requests: RecordedRequest[] = [];
  const respond = async (request: RecordedRequest): Promise<Response> => {
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`];
    if (route === undefined) {
      return jsonResponse({ title: 'Ikke funnet', status: 404 }, 404);
    }
    const answer = typeof route === 'function' ? await route(request) : route;
    if (answer instanceof Response) return answer.clone();
    if (answer === null) return new Response(null, { status: 204 });
    return jsonResponse(answer);
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const text = typeof init.body === 'string' ? init.body : undefined;
    return respond({
      method: (init.method ?? 'GET').toUpperCase(),
      url: String(input),
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : JSON.parse(text),
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXmlHttpRequest(respond));
  const callsTo = (method: string, url: string) =>
    requests.filter((request) => request.method === method && request.url === url);
  return { fetchMock, requests, callsTo };
}

const progress = (loaded: number) =>
  new ProgressEvent('progress', { lengthComputable: true, loaded, total: 100 });

/**
 * An XMLHttpRequest answered by the fake server's routes. It reports half of the body sent as soon as it is sent
 * and the rest when the route answers, so a test holding the answer back (deferred) sees an upload half-way. The
 * recorded body is what was sent (a FormData for uploads).
 */
function fakeXmlHttpRequest(respond: (request: RecordedRequest) => Promise<Response>) {
  return class FakeXmlHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    #method = 'GET';
    #url = '';
    #headers = new Headers();
    #responseHeaders = new Headers();
    #aborted = false;

    open(method: string, url: string) {
      this.#method = method.toUpperCase();
      this.#url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.#headers.set(name, value);
    }

    getAllResponseHeaders() {
      return [...this.#responseHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }

    abort() {
      this.#aborted = true;
      this.dispatchEvent(new Event('abort'));
    }

    send(body: unknown) {
      this.upload.dispatchEvent(progress(50));
      void respond({ method: this.#method, url: this.#url, headers: this.#headers, body }).then(
        async (response) => {
          if (this.#aborted) return;
          this.upload.dispatchEvent(progress(100));
          this.status = response.status;
          this.statusText = response.statusText;
          this.#responseHeaders = response.headers;
          this.responseText = await response.text();
          this.dispatchEvent(new Event('load'));
        },
      );
    }
  };
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

/**
 * A streamed answer (application/x-ndjson) that the test writes as it goes, for following a long call: `send`
 * writes JSON lines, `write` raw text (a line cut across chunks), `end` closes it and `cut` breaks the connection.
 */
export function lineStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const cancelled = { value: false };
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
    cancel: () => {
      cancelled.value = true;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } }),
    send: (...lines: unknown[]) =>
      controller.enqueue(encoder.encode(lines.map((line) => `${JSON.stringify(line)}\n`).join(''))),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    cut: () => controller.error(new TypeError('network error')),
    /** Whether the reader let the answer go before its end. */
    wasCancelled: () => cancelled.value,
  };
}
