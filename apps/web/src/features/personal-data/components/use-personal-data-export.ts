import type { PersonQuery } from '@foretaksportalen/shared/contract/personal-data';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { showError } from '../../../lib/show-error.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { downloadPersonalDataExport } from '../api/download-personal-data-export.ts';
import { makePersonalDataExport } from '../api/make-personal-data-export.ts';
import { PERSONAL_DATA_PAGE_TEXTS as TEXTS } from '../texts.ts';

/** The server's own words for why it could not make the export. */
class ExportFailedError extends Error {}

/**
 * The server's Failed message, or a refusal as every call shows it (a 403's, 404's or 429's title); whatever else went
 * wrong says that the export could not be made. A lost connection the HTTP client has shown already.
 */
function showFailure(error: unknown): void {
  if (error instanceof ExportFailedError) {
    snackbar.show({ message: error.message || TEXTS.exportFailed, type: 'error' });
    return;
  }
  if (isApiError(error) && error.status > 0 && error.status < 500) {
    showError(error, { logText: TEXTS.exportFailed });
    return;
  }
  console.error(TEXTS.exportFailed, error);
  if (!isApiError(error) || error.status !== 0) snackbar.show({ message: TEXTS.exportFailed, type: 'error' });
}

/**
 * 'Last ned innsyn', as the case file's PDF is made: the server makes the ZIP and tells how far it is, then it is
 * fetched and saved. One at a time; leaving the page stops it. `percent` is null while none is being made;
 * `announcement` is what screen readers hear (its start and end, never each percent).
 */
export function usePersonalDataExport() {
  const [percent, setPercent] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async (query: PersonQuery) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    setPercent(0);
    setAnnouncement(TEXTS.exportStarted);
    let saved = false;
    try {
      let readyPath: string | undefined;
      for await (const answer of makePersonalDataExport(query, signal)) {
        signal.throwIfAborted();
        if ('Progress' in answer) setPercent(answer.Progress);
        else if ('Failed' in answer) throw new ExportFailedError(answer.Failed);
        else {
          readyPath = answer.Ready;
          break;
        }
      }
      if (readyPath === undefined) throw new Error('The export answer ended without Ready or Failed');
      setPercent(100);
      await downloadPersonalDataExport(readyPath, signal);
      saved = true;
    } catch (error) {
      if (!signal.aborted) showFailure(error);
    } finally {
      running.current = null;
      if (!signal.aborted) {
        setPercent(null);
        setAnnouncement(saved ? TEXTS.exportDone : '');
      }
    }
  }, []);

  return { percent, announcement, start };
}
