import { describe, expect, it, vi } from 'vitest';
import { deferred, stubFetch } from '../test/fake-server.ts';
import { jsonResponse, problemResponse, setCookie, storeValidLogin } from '../test/fixtures.ts';
import { ApiError } from './api-error.ts';
import { httpClient, REFRESH_PATH } from './http-client.ts';
import { snackbar } from './snackbar.ts';

const UPLOAD_PATH = '/api/document/uploadfile';

const formWithFile = () => {
  const form = new FormData();
  form.append('file', new File(['%PDF-1.7'], 'brev.pdf', { type: 'application/pdf' }));
  return form;
};

describe('httpClient.upload', () => {
  it('sends the form with the XSRF header and reports how much of it has been sent', async () => {
    setCookie('XSRF-TOKEN', 'xsrf-abc');
    const answer = deferred<unknown>();
    const server = stubFetch({ [`POST ${UPLOAD_PATH}`]: () => answer.promise });
    const progress: number[] = [];
    const form = formWithFile();

    const upload = httpClient.upload<{ Key: string }>(UPLOAD_PATH, form, {
      onProgress: (percent) => progress.push(percent),
    });
    await vi.waitFor(() => expect(progress).toEqual([50]));
    answer.resolve({ Key: 'abc' });

    await expect(upload).resolves.toEqual({ Key: 'abc' });
    expect(progress).toEqual([50, 100]);
    const [request] = server.callsTo('POST', UPLOAD_PATH);
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-abc');
    expect(request?.body).toBe(form);
  });

  it('refreshes the session on a 401 and sends the form again', async () => {
    storeValidLogin();
    let attempts = 0;
    const server = stubFetch({
      [`POST ${UPLOAD_PATH}`]: () =>
        ++attempts === 1 ? problemResponse(401, { title: 'Ikke innlogget' }) : { Key: 'abc' },
      [`POST ${REFRESH_PATH}`]: {
        Token: 'refresh-2',
        AuthStatus: new Date(Date.now() + 60_000).toISOString(),
      },
    });

    await expect(httpClient.upload(UPLOAD_PATH, formWithFile(), { onProgress: () => {} })).resolves.toEqual({
      Key: 'abc',
    });
    expect(server.callsTo('POST', UPLOAD_PATH)).toHaveLength(2);
    expect(server.callsTo('POST', REFRESH_PATH)).toHaveLength(1);
  });

  it('fails as every call does: a 500 shows its title and is thrown as an ApiError', async () => {
    const show = vi.spyOn(snackbar, 'show');
    stubFetch({ [`POST ${UPLOAD_PATH}`]: problemResponse(500, { title: 'Noe gikk galt' }) });

    const upload = httpClient.upload(UPLOAD_PATH, formWithFile(), { onProgress: () => {} });

    await expect(upload).rejects.toBeInstanceOf(ApiError);
    await expect(upload).rejects.toMatchObject({ status: 500 });
    expect(show).toHaveBeenCalledWith({ message: 'Noe gikk galt', type: 'error' });
  });

  it('stops when aborted, without a message', async () => {
    const show = vi.spyOn(snackbar, 'show');
    const answer = deferred<unknown>();
    stubFetch({ [`POST ${UPLOAD_PATH}`]: () => answer.promise });
    const controller = new AbortController();

    const upload = httpClient.upload(UPLOAD_PATH, formWithFile(), {
      onProgress: () => {},
      signal: controller.signal,
    });
    controller.abort();
    answer.resolve(jsonResponse({ Key: 'abc' }));

    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(show).not.toHaveBeenCalled();
  });
});
