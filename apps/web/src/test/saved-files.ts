import { vi } from 'vitest';

/** Saved files: what the page hands to an <a download> through an object URL. */
export function captureSavedFiles() {
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  const saved: { name: string; blob: Blob | undefined; at: number }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href), at: Date.now() });
  });
  return { saved, blobs };
}

/** The tab a PDF opens in: window.open answers it, and the page points it at the file's object URL. */
export function stubNewTab() {
  const tab = { location: { href: '' }, opener: window as Window | null, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

export const base64 = (text: string) => btoa(text);
