/** Something that sends a request and answers a Response, as fetch does. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** Statuses whose Response may not have a body (the constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/**
 * A fetch-like transport over XMLHttpRequest, because fetch cannot report how much of a request body has been
 * sent. `onProgress` gets the percentage (0-100) of the body sent so far.
 */
export const xhrTransport =
  (onProgress: (percent: number) => void): Transport =>
  (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const { signal } = init;
      const abort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', abort);
      if (signal?.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }

      xhr.open(init.method ?? 'GET', url);
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      xhr.withCredentials = init.credentials === 'include';
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress(Math.round((event.loaded / event.total) * 100));
      });
      xhr.addEventListener('load', () => {
        settle();
        if (xhr.status === 0) {
          reject(new TypeError('Network request failed'));
          return;
        }
        const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
        resolve(
          new Response(body, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr),
          }),
        );
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new TypeError('Network request failed'));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(new DOMException('The upload was aborted', 'AbortError'));
      });

      signal?.addEventListener('abort', abort);
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
