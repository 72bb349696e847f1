/**
 * Names of the readable cookies, session-storage keys and header that carry the browser's auth state.
 * Kept free of zod so the login page does not load it.
 */
export const AUTH_STATUS_KEY = 'authStatus';
export const REFRESH_KEY = 'refresh';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
