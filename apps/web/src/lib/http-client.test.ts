import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { lineStream } from '../test/fake-server.ts';
import { jsonResponse, problemResponse, setCookie } from '../test/fixtures.ts';
import { ApiError } from './api-error.ts';
import { blockingSpinner } from './blocking-spinner.ts';
import { fileNameFromContentDisposition, httpClient } from './http-client.ts';
import { type Navigate, registerRouterNavigate } from './navigation.ts';
import { snackbar } from './snackbar.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calledUrls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url));
const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

let navigate: Mock<Navigate>;

beforeEach(() => {
  navigate = vi.fn<Navigate>();
  registerRouterNavigate(navigate);
  sessionStorage.setItem('authStatus', '2030-01-01T10:00:00.000Z');
  sessionStorage.setItem('refresh', 'refresh-1');
});

afterEach(() => {
  registerRouterNavigate(null);
  blockingSpinner.reset();
});

describe('XSRF header', () => {
  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN', async () => {
    setCookie('XSRF-TOKEN', 'xsrf-abc');
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));

    await httpClient.post('/api/clerk/consent', { ConsentValue: true });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(headerOf(init, 'X-XSRF-TOKEN')).toBe('xsrf-abc');
    expect(headerOf(init, 'Content-Type')).toBe('application/json');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"ConsentValue":true}');
  });

  it('keeps an X-XSRF-TOKEN header the caller already set', async () => {
    setCookie('XSRF-TOKEN', 'from-cookie');
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));

    await httpClient.get('/api/config/ping', { headers: { 'X-XSRF-TOKEN': 'from-caller' } });

    expect(headerOf(fetchMock.mock.calls[0]?.[1], 'X-XSRF-TOKEN')).toBe('from-caller');
  });
});

describe('answers', () => {
  it('resolves JSON bodies and undefined for 204', async () => {
    stubFetch((url) =>
      url === '/api/config' ? jsonResponse({ SessionTimeout: 1800 }) : new Response(null, { status: 204 }),
    );
    await expect(httpClient.get('/api/config')).resolves.toEqual({ SessionTimeout: 1800 });
    await expect(httpClient.get('/api/config/ping')).resolves.toBeUndefined();
  });

  it('moves the auth cookies that an answer sets into session storage', async () => {
    stubFetch(() => {
      setCookie('authStatus', '2031-02-03T04:05:06.000Z');
      setCookie('refresh', 'refresh-2');
      return new Response(null, { status: 204 });
    });

    await httpClient.get('/api/clerk/selectcompany/company-2');

    expect(sessionStorage.getItem('authStatus')).toBe('2031-02-03T04:05:06.000Z');
    expect(sessionStorage.getItem('refresh')).toBe('refresh-2');
    expect(document.cookie).not.toContain('refresh=');
  });
});

describe('401 and refresh', () => {
  it('refreshes once with the stored token and retries the call', async () => {
    let configCalls = 0;
    const fetchMock = stubFetch((url) => {
      if (url === '/api/oidc/refresh')
        return jsonResponse({ Token: 'refresh-2', AuthStatus: '2031-01-01T00:00:00.000Z' });
      configCalls += 1;
      return configCalls === 1
        ? problemResponse(401, { title: 'Ikke innlogget' })
        : jsonResponse({ ok: true });
    });

    await expect(httpClient.get('/api/config')).resolves.toEqual({ ok: true });

    expect(calledUrls(fetchMock)).toEqual(['/api/config', '/api/oidc/refresh', '/api/config']);
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"Token":"refresh-1"}');
    expect(sessionStorage.getItem('refresh')).toBe('refresh-2');
    expect(sessionStorage.getItem('authStatus')).toBe('2031-01-01T00:00:00.000Z');
  });

  it('retries only once: a second 401 is thrown', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/oidc/refresh'
        ? jsonResponse({ Token: 'refresh-2', AuthStatus: '2031-01-01T00:00:00.000Z' })
        : problemResponse(401, { title: 'Ikke innlogget' }),
    );

    await expect(httpClient.get('/api/config')).rejects.toMatchObject({ status: 401 });
    expect(calledUrls(fetchMock)).toEqual(['/api/config', '/api/oidc/refresh', '/api/config']);
  });

  it('tells the other tabs of the app the new values and the refresh token they replace', async () => {
    const otherTab = new BroadcastChannel('foretaksportalen-auth');
    const received = new Promise<unknown>((resolve) => {
      otherTab.onmessage = ({ data }) => resolve(data);
    });
    stubFetch((url) =>
      url === '/api/oidc/refresh'
        ? jsonResponse({ Token: 'refresh-2', AuthStatus: '2031-01-01T00:00:00.000Z' })
        : problemResponse(401, { title: 'Ikke innlogget', status: 401 }),
    );

    await expect(httpClient.get('/api/config')).rejects.toBeInstanceOf(ApiError);

    expect(await received).toEqual({
      replaced: 'refresh-1',
      Token: 'refresh-2',
      AuthStatus: '2031-01-01T00:00:00.000Z',
    });
    otherTab.close();
  });

  it('sends the user to /access/login and clears the auth values when the refresh gets 401', async () => {
    const fetchMock = stubFetch(() => problemResponse(401, { title: 'Ikke innlogget' }));

    const error = await httpClient.get('/api/config').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calledUrls(fetchMock)).toEqual(['/api/config', '/api/oidc/refresh']);
    expect(navigate).toHaveBeenCalledWith('/access/login', undefined);
    expect(sessionStorage.getItem('authStatus')).toBeNull();
    expect(sessionStorage.getItem('refresh')).toBeNull();
  });

  it('lets concurrent 401s share one refresh', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const seen = new Map<string, number>();
    const fetchMock = stubFetch(async (url) => {
      if (url === '/api/oidc/refresh') {
        await refreshGate;
        return jsonResponse({ Token: 'refresh-2', AuthStatus: '2031-01-01T00:00:00.000Z' });
      }
      const count = (seen.get(url) ?? 0) + 1;
      seen.set(url, count);
      return count === 1 ? problemResponse(401, { title: 'Ikke innlogget' }) : jsonResponse({ url });
    });

    const first = httpClient.get('/api/config');
    const second = httpClient.get('/api/caselist');
    const third = httpClient.get('/api/clerk/clerk-1');
    await vi.waitFor(() => expect(seen.size).toBe(3));
    releaseRefresh();

    await expect(Promise.all([first, second, third])).resolves.toEqual([
      { url: '/api/config' },
      { url: '/api/caselist' },
      { url: '/api/clerk/clerk-1' },
    ]);
    expect(calledUrls(fetchMock).filter((url) => url === '/api/oidc/refresh')).toHaveLength(1);
  });
});

describe('403, 5xx and other failures', () => {
  it('hides the spinner and navigates to the redirectUrl of a 403', async () => {
    stubFetch(() => problemResponse(403, { title: 'Samtykke mangler', redirectUrl: '/access/consent' }));
    blockingSpinner.show('Vennligst vent..');

    await expect(httpClient.get('/api/config')).rejects.toMatchObject({
      status: 403,
      problem: { redirectUrl: '/access/consent' },
    });
    expect(blockingSpinner.isOpen()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/access/consent', undefined);
  });

  it('does not navigate on a 403 without redirectUrl', async () => {
    stubFetch(() => problemResponse(403, { title: 'Ingen tilgang' }));
    await expect(httpClient.get('/api/company/x')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('hides the spinner and shows an error snackbar with the title of a 500', async () => {
    const show = vi.spyOn(snackbar, 'show');
    stubFetch(() => problemResponse(500, { title: 'Det oppstod en feil på serveren' }));
    blockingSpinner.show();

    await expect(httpClient.put('/api/clerk', {})).rejects.toMatchObject({ status: 500 });

    expect(blockingSpinner.isOpen()).toBe(false);
    expect(show).toHaveBeenCalledWith({ message: 'Det oppstod en feil på serveren', type: 'error' });
  });

  it('carries the Retry-After of a 503 in seconds, and shows its message for a save to keep the form', async () => {
    const show = vi.spyOn(snackbar, 'show');
    const unavailable = 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.';
    stubFetch(() => {
      const response = problemResponse(503, { title: unavailable, ErrorMessage: unavailable });
      response.headers.set('Retry-After', '7');
      return response;
    });

    const error = await httpClient.put('/api/clerk', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, retryAfterSeconds: 7 });
    expect(show).toHaveBeenCalledWith({ message: unavailable, type: 'error' });
  });

  it('leaves retryAfterSeconds undefined when the answer names none', async () => {
    stubFetch(() => problemResponse(500, { title: 'Det oppstod en feil på serveren' }));
    await expect(httpClient.get('/api/config')).rejects.toMatchObject({
      status: 500,
      retryAfterSeconds: undefined,
    });
  });

  it('shows no snackbar for a 5xx without a problem title', async () => {
    const show = vi.spyOn(snackbar, 'show');
    stubFetch(
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(httpClient.get('/api/config')).rejects.toMatchObject({ status: 502 });
    expect(show).not.toHaveBeenCalled();
  });

  it('throws other errors as ApiError carrying the problem, without snackbar or navigation', async () => {
    const show = vi.spyOn(snackbar, 'show');
    stubFetch(() =>
      problemResponse(400, {
        title: 'Ugyldig forespørsel',
        ErrorMessage: 'Kode/PIN kombinasjonen er ikke gyldig.',
      }),
    );

    const error = await httpClient.get('/api/access/code/pin').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toMatchObject({
      status: 400,
      title: 'Ugyldig forespørsel',
      ErrorMessage: 'Kode/PIN kombinasjonen er ikke gyldig.',
    });
    expect(show).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('files', () => {
  it('answers a binary file with the name its Content-Disposition gives', async () => {
    setCookie('XSRF-TOKEN', 'xsrf-abc');
    const fetchMock = stubFetch(
      () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'inline; filename="brev.pdf"',
          },
        }),
    );

    const file = await httpClient.getFile('/api/document/openletter/e/c/false');

    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(file.fileName).toBe('brev.pdf');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(headerOf(init, 'X-XSRF-TOKEN')).toBe('xsrf-abc');
    expect(headerOf(init, 'Accept')).toBe('*/*');
  });

  it('posts JSON for a file', async () => {
    const fetchMock = stubFetch(() => new Response('PK', { headers: { 'Content-Type': 'application/zip' } }));
    const file = await httpClient.postFile('/api/document/download/casedocuments/selected/true', {
      CaseUid: 'c',
    });
    expect(await file.blob.text()).toBe('PK');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"CaseUid":"c"}');
    expect(headerOf(init, 'Content-Type')).toBe('application/json');
    expect(headerOf(init, 'Accept')).toBe('*/*');
  });

  it('fails a file call as any other, with the problem the server sent', async () => {
    stubFetch(() => problemResponse(404, { title: 'Ukjent sak' }));
    await expect(httpClient.getFile('/api/document/download/casedocuments/x/true')).rejects.toMatchObject({
      status: 404,
      problem: { title: 'Ukjent sak' },
    });
  });

  it.each([
    ['attachment; filename="EB-2026-0001"', 'EB-2026-0001'],
    ['attachment; filename=EB-2026-0001', 'EB-2026-0001'],
    [`attachment; filename="Klage.pdf"; filename*=UTF-8''Kl%C3%A5ge%20%C3%A6%C3%B8.pdf`, 'Klåge æø.pdf'],
    [`attachment; filename*=UTF-8''%E0%A4%A`, null],
    ['attachment', null],
    [null, null],
  ])('reads the file name of %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });
});

describe('streamed answers', () => {
  const path = '/api/casefile/c/pdf';

  it('POSTs as other state changes do and answers each line as it comes, also one cut across chunks', async () => {
    setCookie('XSRF-TOKEN', 'xsrf-abc');
    const stream = lineStream();
    const fetchMock = stubFetch(() => stream.response);

    const lines = httpClient.postStream(path);
    stream.write('{"Progress":0}\n{"Progr');
    expect(await lines.next()).toEqual({ done: false, value: '{"Progress":0}' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('same-origin');
    expect(headerOf(init, 'X-XSRF-TOKEN')).toBe('xsrf-abc');
    expect(headerOf(init, 'Accept')).toBe('application/x-ndjson, application/problem+json');

    stream.write('ess":40}\n\n');
    expect(await lines.next()).toEqual({ done: false, value: '{"Progress":40}' });
    stream.write('{"Ready":"/api/casefile/c/pdf/f"}');
    stream.end();
    expect(await lines.next()).toEqual({ done: false, value: '{"Ready":"/api/casefile/c/pdf/f"}' });
    expect(await lines.next()).toEqual({ done: true, value: undefined });
  });

  it('lets the answer go when the caller stops reading early', async () => {
    const stream = lineStream();
    stubFetch(() => stream.response);
    stream.send({ Ready: '/api/casefile/c/pdf/f' }, { Progress: 100 });
    for await (const line of httpClient.postStream(path)) {
      expect(line).toBe('{"Ready":"/api/casefile/c/pdf/f"}');
      break;
    }
    expect(stream.wasCancelled()).toBe(true);
  });

  it('fails before the first line as any other call, with the problem the server sent', async () => {
    stubFetch(() => problemResponse(404, { title: 'Ukjent sak' }));
    await expect(httpClient.postStream(path).next()).rejects.toMatchObject({
      status: 404,
      problem: { title: 'Ukjent sak' },
    });
  });

  it('fails a connection lost half-way as one lost before the answer: the snackbar and status 0', async () => {
    const show = vi.spyOn(snackbar, 'show');
    const stream = lineStream();
    stubFetch(() => stream.response);
    const lines = httpClient.postStream(path);
    stream.send({ Progress: 10 });
    expect((await lines.next()).value).toBe('{"Progress":10}');
    stream.cut();
    await expect(lines.next()).rejects.toMatchObject({ status: 0 });
    expect(show).toHaveBeenCalledWith({
      message: 'Kunne ikke kontakte serveren. Sjekk nettverkstilkoblingen og prøv igjen.',
      type: 'error',
    });
  });
});

describe('PATCH', () => {
  it('sends the changes as JSON', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));
    await httpClient.patch('/api/case/c', { CompanyNote: null });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"CompanyNote":null}');
  });
});
