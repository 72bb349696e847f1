import { safeEntryName, uniqueNames, type ZipEntry } from '../../lib/zip.ts';
import type { CaseFileSource } from './case-file.source.ts';

/** Long enough for a description, short enough to leave most of Windows' 260 characters to the file names. */
const FOLDER_NAME_MAX = 100;

/**
 * Each event's folder name, `{yyyy-mm-dd} {description}`, safe on Windows, macOS and Linux and unique, at most
 * FOLDER_NAME_MAX long with its number; `zipStream` cuts the file names in it to what the path leaves them.
 */
export function eventFolderNames(source: CaseFileSource) {
  return uniqueNames(
    source.events.map((event) => safeEntryName(`${event.day} ${event.description}`)),
    FOLDER_NAME_MAX,
  );
}

/**
 * The documents of the case file, each in its event's folder under its own name; the internal notes, when asked
 * for, are a PDF of their own beside saksmappe.pdf (case-file.service.ts).
 */
export function caseFolders(source: CaseFileSource): ZipEntry[] {
  const folders = eventFolderNames(source);
  return source.events.flatMap((event, index) =>
    event.documents.map((document) => ({
      name: document.fileName,
      folder: folders[index],
      modified: document.modified,
      open: () => document.open(),
    })),
  );
}
