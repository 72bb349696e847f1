import { type UploadKey, UploadStatus } from '@foretaksportalen/shared/contract/new-case';
import { useCallback, useEffect, useRef, useState } from 'react';
import { snackbar } from '../lib/snackbar.ts';

const UPLOAD_TEXTS = {
  invalidType: (name: string) => `Filen ${name} er ikke en gyldig filtype`,
  tooLarge: (name: string) => `Filen ${name} er for stor`,
  readFailed: 'Det oppsto en feil ved innlesing av filen',
  removed: (name: string) => `Fjernet filen ${name}`,
} as const;

/**
 * An upload the server refused with a message the clerk must read (the upload quota's 429: send in or remove
 * files first). The file leaves the list with the message in an error snackbar; every other failed upload leaves
 * it without a word (spec 2 §8).
 */
export class UploadRefused extends Error {}

/** A file in the upload table (spec 2 §3 upload item). A failed upload leaves the list, so it never shows Failed. */
export interface UploadItem {
  id: number;
  name: string;
  size: number;
  type: string;
  /** 0-100. */
  progress: number;
  status: UploadStatus;
  /** What the server answered; set once Done. */
  deleteKey: UploadKey | null;
  file: File;
}

export interface UploadQueueOptions {
  /** Largest file in bytes (configuration MaxUploadFileSize). */
  maxFileSize: number;
  /** Allowed MIME types (configuration ContentTypes). */
  contentTypes: readonly string[];
  /** Sends one file; answers its delete key. */
  upload: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<UploadKey>;
  /** Deletes an uploaded file that no case or letter uses yet. */
  remove: (key: UploadKey) => Promise<void>;
}

export interface UploadQueue {
  items: readonly UploadItem[];
  /** The delete keys of the uploaded files, in the order they were added. */
  uploaded: readonly UploadKey[];
  /** A file is being read or uploaded, or waits for it: drop, browse and remove are ignored meanwhile. */
  busy: boolean;
  add: (files: readonly File[]) => void;
  removeItem: (id: number) => void;
  /** Leaving without saving: forgets every file and deletes the uploaded ones on the server. */
  discardAll: () => void;
  /** The files now belong to what was saved: forgets them without deleting. */
  clear: () => void;
}

let nextId = 1;

const isWaitingOrRunning = (item: UploadItem) =>
  item.status === UploadStatus.Reading || item.status === UploadStatus.Uploading;

/** The message of an Error or DOMException (FileReader's errors are DOMExceptions). */
const reasonOf = (error: unknown) =>
  error instanceof Error || error instanceof DOMException ? error.message : String(error);

/** The acceptable files become waiting items; the others are refused with the specification's messages. */
function acceptedItems(
  files: readonly File[],
  { maxFileSize, contentTypes }: UploadQueueOptions,
): UploadItem[] {
  const accepted: UploadItem[] = [];
  for (const file of files) {
    if (!contentTypes.includes(file.type)) {
      snackbar.show({ message: UPLOAD_TEXTS.invalidType(file.name), type: 'error' });
    } else if (file.size > maxFileSize) {
      snackbar.show({ message: UPLOAD_TEXTS.tooLarge(file.name), type: 'error' });
    } else {
      accepted.push({
        id: nextId++,
        name: file.name,
        size: file.size,
        type: file.type,
        progress: 0,
        status: UploadStatus.Reading,
        deleteKey: null,
        file,
      });
    }
  }
  return accepted;
}

/**
 * Files uploaded one at a time (spec 2 §4 upload): each is read, then uploaded with its progress, then Done with the
 * server's delete key; a file that cannot be read or uploaded leaves the list (saying why when it could not be read
 * or was refused with UploadRefused) and the next one goes on. Shared by
 * the new-case wizard and the case overview's letter form; the caller supplies the limits and the calls.
 */
export function useUploadQueue(options: UploadQueueOptions): UploadQueue {
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  }, [options]);

  const busy = items.some(isWaitingOrRunning);
  const current = items.find(isWaitingOrRunning);

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);
  const forget = useCallback((id: number) => {
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  // The first waiting file starts once the one before it has finished; leaving or discarding aborts it.
  const currentId = current?.id;
  const currentFile = current?.file;
  useEffect(() => {
    if (currentId === undefined || !currentFile) return;
    const controller = new AbortController();
    const { signal } = controller;
    const transfer = async () => {
      let content: ArrayBuffer;
      try {
        content = await currentFile.arrayBuffer();
      } catch (error) {
        if (signal.aborted) return;
        snackbar.show({ message: `${UPLOAD_TEXTS.readFailed}: ${reasonOf(error)}`, type: 'error' });
        forget(currentId);
        return;
      }
      if (signal.aborted) return;
      update(currentId, { status: UploadStatus.Uploading });
      try {
        // What was read is sent, so a file changed on disk meanwhile cannot break the upload half-way.
        const read = new File([content], currentFile.name, { type: currentFile.type });
        const onProgress = (progress: number) => update(currentId, { progress });
        const deleteKey = await optionsRef.current.upload(read, onProgress, signal);
        if (!signal.aborted) update(currentId, { status: UploadStatus.Done, progress: 100, deleteKey });
      } catch (error) {
        if (signal.aborted) return;
        // Other failures are not shown (spec 2 §8); the HTTP client has already reported a server error or a lost
        // connection.
        if (error instanceof UploadRefused) snackbar.show({ message: error.message, type: 'error' });
        forget(currentId);
      }
    };
    void transfer();
    return () => controller.abort();
  }, [currentId, currentFile, update, forget]);

  const add = useCallback(
    (files: readonly File[]) => {
      if (busy) return;
      const accepted = acceptedItems(files, optionsRef.current);
      if (accepted.length > 0) setItems((list) => [...list, ...accepted]);
    },
    [busy],
  );

  const deleteUploaded = useCallback((item: UploadItem) => {
    if (!item.deleteKey) return Promise.resolve();
    return optionsRef.current.remove(item.deleteKey);
  }, []);

  const removeItem = useCallback(
    (id: number) => {
      const item = items.find((candidate) => candidate.id === id);
      if (busy || !item) return;
      forget(id);
      deleteUploaded(item).then(
        () => snackbar.show({ message: UPLOAD_TEXTS.removed(item.name), type: 'warning' }),
        (error: unknown) => console.error('Filen ble ikke slettet på serveren', error),
      );
    },
    [items, busy, forget, deleteUploaded],
  );

  const discardAll = useCallback(() => {
    for (const item of items) {
      deleteUploaded(item).catch((error: unknown) =>
        console.error('Filen ble ikke slettet på serveren', error),
      );
    }
    setItems([]);
  }, [items, deleteUploaded]);

  const clear = useCallback(() => setItems([]), []);

  const uploaded = items.flatMap((item) => (item.deleteKey ? [item.deleteKey] : []));
  return { items, uploaded, busy, add, removeItem, discardAll, clear };
}
