/** The server's own calls (the API and the content endpoint), as opposed to the web app's pages and files. */
export const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/content/');
