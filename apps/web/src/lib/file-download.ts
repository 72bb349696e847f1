import type { FileResult } from '@foretaksportalen/shared/contract/case';

/** Long enough for the browser to start the download or load the file into the tab that shows it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

const releaseLater = (url: string) => setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);

/** Saves a blob as a file in the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  releaseLater(url);
}

function base64ToBlob(base64: string, mimeType: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: mimeType });
}

/** Saves a file the server sent inside JSON (FileName, base64 FileContent, MimeType). */
export function saveFileResult({ FileName, FileContent, MimeType }: FileResult): void {
  saveBlob(base64ToBlob(FileContent, MimeType), FileName);
}

/**
 * Opens an empty tab at once, inside the click that asks for a file: a tab opened after the file has arrived
 * would no longer count as the user's own action, and popup blockers would stop it. `showBlobInTab` fills it.
 */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

export function showBlobInTab(tab: Window | null, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  if (tab) tab.location.href = url;
  else window.open(url, '_blank', 'noopener');
  releaseLater(url);
}
