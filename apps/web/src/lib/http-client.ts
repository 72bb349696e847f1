import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import type { RefreshResponse } from '@foretaksportalen/shared/contract/auth';
import type { Problem } from '@foretaksportalen/shared/contract/problem';
import { paths } from '../config/paths.ts';
import { ApiError, parseRetryAfter } from './api-error.ts';
import {
  clearAuthValues,
  getRefreshToken,
  moveAuthCookiesToSessionStorage,
  readCookie,
  storeRefreshedAuthValues,
} from './auth-session.ts';
import { blockingSpinner } from './blocking-spinner.ts';
import { navigateTo } from './navigation.ts';
import { snackbar } from './snackbar.ts';
import { type Transport, xhrTransport } from './upload-transport.ts';

export const REFRESH_PATH = '/api/oidc/refresh';
const NETWORK_ERROR_TITLE = 'Kunne ikke kontakte serveren. Sjekk nettverkstilkoblingen og prøv igjen.';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData, Blob and strings, which go as they are. */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
}

/**
 * The failure as a problem: the answer's own when it is one (a string title); otherwise made up from the status,
 * keeping an ErrorMessage the answer has, which some screens show (spec 2 §8) whoever wrote the answer: a gateway
 * in front of the portal may answer with nothing else.
 */
function toProblem(
  status: number,
  body: unknown,
  statusText: string,
): { problem: Problem; fromServer: boolean } {
  const fields: Record<string, unknown> = body && typeof body === 'object' ? { ...body } : {};
  if (typeof fields.title === 'string')
    return { problem: { ...(fields as Problem), status }, fromServer: true };
  const errorMessage = typeof fields.ErrorMessage === 'string' ? fields.ErrorMessage : undefined;
  return {
    problem: { title: statusText, status, ...(errorMessage && { ErrorMessage: errorMessage }) },
    fromServer: false,
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function buildInit({ method = 'GET', body, headers, signal }: RequestOptions): RequestInit {
  const finalHeaders = new Headers(headers);
  if (!finalHeaders.has('Accept')) finalHeaders.set('Accept', 'application/json');
  let finalBody: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') {
    finalBody = body;
  } else if (body !== undefined) {
    finalBody = JSON.stringify(body);
    if (!finalHeaders.has('Content-Type')) finalHeaders.set('Content-Type', 'application/json');
  }
  return { method, headers: finalHeaders, body: finalBody, credentials: 'same-origin', signal };
}

/**
 * fetch (or another transport, for upload progress) with the cross-cutting rules: XSRF header and moving the auth
 * cookies after every answer.
 */
async function send(url: string, init: RequestInit, transport: Transport = fetch): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has(XSRF_HEADER)) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  try {
    return await transport(url, { ...init, headers });
  } finally {
    moveAuthCookiesToSessionStorage();
  }
}

let refreshInFlight: Promise<boolean> | null = null;

/** One refresh for all the calls that got 401 at the same time. */
function refreshSession(): Promise<boolean> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function runRefresh(): Promise<boolean> {
  const refreshToken = getRefreshToken() ?? '';
  let response: Response;
  try {
    response = await send(REFRESH_PATH, buildInit({ method: 'POST', body: { Token: refreshToken } }));
  } catch {
    return false;
  }
  if (response.status === 401) {
    clearAuthValues();
    navigateTo(paths.access.login.getHref());
    return false;
  }
  if (!response.ok) return false;
  const body = (await readBody(response)) as Partial<RefreshResponse> | undefined;
  if (typeof body?.Token === 'string' && typeof body.AuthStatus === 'string') {
    storeRefreshedAuthValues(refreshToken, { Token: body.Token, AuthStatus: body.AuthStatus });
  }
  return true;
}

function handleFailure(problem: Problem, fromServer: boolean, retryAfterSeconds?: number): never {
  if (problem.status === 403) {
    blockingSpinner.reset();
    if (problem.redirectUrl) navigateTo(problem.redirectUrl);
  } else if (problem.status >= 500) {
    blockingSpinner.reset();
    if (fromServer && problem.title) snackbar.show({ message: problem.title, type: 'error' });
  }
  throw new ApiError(problem, retryAfterSeconds);
}

/**
 * Sends the request, refreshing the session once on a 401 and retrying. A network failure hides the spinner, shows
 * the snackbar and is thrown as an ApiError with status 0.
 */
async function fetchWithSession(url: string, init: RequestInit, transport?: Transport): Promise<Response> {
  try {
    const response = await send(url, init, transport);
    if (response.status === 401 && url !== REFRESH_PATH && (await refreshSession())) {
      return await send(url, init, transport);
    }
    return response;
  } catch (error) {
    return failOnNetworkError(error);
  }
}

/** No answer, or one cut off: hides the spinner, shows the snackbar and throws an ApiError with status 0. */
function failOnNetworkError(error: unknown): never {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  blockingSpinner.reset();
  snackbar.show({ message: NETWORK_ERROR_TITLE, type: 'error' });
  throw new ApiError({ title: NETWORK_ERROR_TITLE, status: 0 });
}

async function failWith(response: Response): Promise<never> {
  const { problem, fromServer } = toProblem(response.status, await readBody(response), response.statusText);
  return handleFailure(problem, fromServer, parseRetryAfter(response.headers.get('Retry-After')));
}

/** Calls the portal's API. Resolves to the parsed JSON answer (undefined for 204) or throws an ApiError. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetchWithSession(url, buildInit(options));
  if (!response.ok) return failWith(response);
  return (await readBody(response)) as T;
}

interface UploadOptions {
  /** The percentage (0-100) of the form sent so far. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** POSTs a multipart form, reporting its progress; answers and fails as `request` does. */
async function upload<T>(url: string, form: FormData, { onProgress, signal }: UploadOptions): Promise<T> {
  const init = buildInit({ method: 'POST', body: form, signal });
  const response = await fetchWithSession(url, init, xhrTransport(onProgress));
  if (!response.ok) return failWith(response);
  return (await readBody(response)) as T;
}

/** A binary answer (a zip, a PDF) with the file name its Content-Disposition gives, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a Content-Disposition header; the RFC 5987 `filename*` wins over the plain `filename`. */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Calls the portal's API for a file; failures are handled and thrown as for `request`. */
async function requestFile(
  url: string,
  options: Omit<RequestOptions, 'headers'> = {},
): Promise<DownloadedFile> {
  const response = await fetchWithSession(url, buildInit({ ...options, headers: { Accept: '*/*' } }));
  if (!response.ok) return failWith(response);
  return {
    blob: await response.blob(),
    fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')),
  };
}

/**
 * POSTs as `request` does (XSRF header, cookies, the refresh on a 401, a failure before the answer thrown as an
 * ApiError) and answers the lines of a streamed answer (application/x-ndjson) one at a time, as they come. A
 * connection lost half-way fails as one lost before the answer. Stopping early (a break) cancels the answer.
 */
async function* postStream(
  url: string,
  body?: unknown,
  options: Omit<RequestOptions, 'method' | 'body' | 'headers'> = {},
): AsyncGenerator<string, void, undefined> {
  const init = buildInit({
    ...options,
    method: 'POST',
    body,
    headers: { Accept: 'application/x-ndjson, application/problem+json' },
  });
  const response = await fetchWithSession(url, init);
  if (!response.ok) await failWith(response);
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  try {
    for (;;) {
      const chunk = await reader.read().catch(failOnNetworkError);
      if (chunk.done) break;
      rest += decoder.decode(chunk.value, { stream: true });
      const lastBreak = rest.lastIndexOf('\n');
      if (lastBreak === -1) continue;
      const complete = rest.slice(0, lastBreak);
      rest = rest.slice(lastBreak + 1);
      yield* splitLines(complete);
    }
    yield* splitLines(rest + decoder.decode());
  } finally {
    // Nothing more is read (the caller stopped early, or the answer is over): the connection is let go.
    reader.cancel().catch(() => {});
  }
}

function* splitLines(text: string): Generator<string, void, undefined> {
  for (const line of text.split('\n')) if (line.trim() !== '') yield line;
}

export const httpClient = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'GET' }),
  post: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'POST', body }),
  put: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'PUT', body }),
  patch: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'PATCH', body }),
  delete: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'DELETE' }),
  upload,
  postStream,
  getFile: (url: string, options?: Omit<RequestOptions, 'method' | 'body' | 'headers'>) =>
    requestFile(url, { ...options, method: 'GET' }),
  postFile: (url: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body' | 'headers'>) =>
    requestFile(url, { ...options, method: 'POST', body }),
};
