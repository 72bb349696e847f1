import { XSRF_COOKIE, XSRF_HEADER } from '@foretaksportalen/shared/auth-keys';
import type { RefreshResponse } from '@foretaksportalen/shared/contract/auth';
import type { Problem } from '@foretaksportalen/shared/contract/problem';
import { blockingSpinner } from '../components/blocking-spinner.tsx';
import { snackbar } from '../components/snackbars.tsx';
import {
  clearAuthValues,
  getRefreshToken,
  moveAuthCookiesToSessionStorage,
  readCookie,
  storeAuthValues,
} from './auth-session.ts';
import { navigateTo } from './navigation.ts';
import { paths } from './paths.ts';

export const REFRESH_PATH = '/api/oidc/refresh';
const NETWORK_ERROR_TITLE = 'Kunne ikke kontakte serveren. Sjekk nettverkstilkoblingen og prøv igjen.';

/** Every failed call is thrown as this, carrying the problem+json answer (or one made up for it). */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.title || `HTTP ${problem.status}`);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData, Blob and strings, which go as they are. */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
}

function toProblem(
  status: number,
  body: unknown,
  statusText: string,
): { problem: Problem; fromServer: boolean } {
  if (body && typeof body === 'object' && typeof (body as { title?: unknown }).title === 'string') {
    return { problem: { ...(body as Problem), status }, fromServer: true };
  }
  return { problem: { title: statusText, status }, fromServer: false };
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

/** fetch with the cross-cutting rules: XSRF header and moving the auth cookies after every answer. */
async function send(url: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has(XSRF_HEADER)) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  try {
    return await fetch(url, { ...init, headers });
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
  let response: Response;
  try {
    response = await send(
      REFRESH_PATH,
      buildInit({ method: 'POST', body: { Token: getRefreshToken() ?? '' } }),
    );
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
    storeAuthValues({ Token: body.Token, AuthStatus: body.AuthStatus });
  }
  return true;
}

function handleFailure(problem: Problem, fromServer: boolean): never {
  if (problem.status === 403) {
    blockingSpinner.hide();
    if (problem.redirectUrl) navigateTo(problem.redirectUrl);
  } else if (problem.status >= 500) {
    blockingSpinner.hide();
    if (fromServer && problem.title) snackbar.show({ message: problem.title, type: 'error' });
  }
  throw new ApiError(problem);
}

/** Calls the portal's API. Resolves to the parsed JSON answer (undefined for 204) or throws an ApiError. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const init = buildInit(options);
  let response: Response;
  try {
    response = await send(url, init);
    if (response.status === 401 && url !== REFRESH_PATH && (await refreshSession())) {
      response = await send(url, init);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    blockingSpinner.hide();
    snackbar.show({ message: NETWORK_ERROR_TITLE, type: 'error' });
    throw new ApiError({ title: NETWORK_ERROR_TITLE, status: 0 });
  }

  const body = await readBody(response);
  if (response.ok) return body as T;
  const { problem, fromServer } = toProblem(response.status, body, response.statusText);
  return handleFailure(problem, fromServer);
}

export const httpClient = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'GET' }),
  post: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'POST', body }),
  put: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'PUT', body }),
  delete: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'DELETE' }),
};
