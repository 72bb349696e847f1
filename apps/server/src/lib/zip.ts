import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  /** The folder the entry is in, when not at the top; one level deep. */
  folder?: string;
  modified: Date;
  open(): Readable;
}

/**
 * A zip archive of the entries, made while it is read: one entry is open at a time and only the chunks in
 * flight are in memory, however large the archive. Entries are stored, not deflated: documents are PDFs,
 * images and Office files, which are compressed already.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  return Readable.from(zipChunks(entries), { objectMode: false });
}

async function* zipChunks(entries: readonly ZipEntry[]) {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* take() {
    if (failure) throw failure;
    yield* ready.splice(0);
  }

  const paths = entryPaths(entries);
  for (const [index, entry] of entries.entries()) {
    const file = new ZipPassThrough(paths[index] ?? entry.name);
    file.mtime = entry.modified;
    zip.add(file);
    for await (const chunk of entry.open()) {
      file.push(chunk);
      yield* take();
    }
    file.push(new Uint8Array(0), true);
    yield* take();
  }
  zip.end();
  yield* take();
}

/** Each entry's path in the archive: safe names, unique within their folder, a folder's own name made safe too. */
function entryPaths(entries: readonly ZipEntry[]) {
  const inFolder = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    const folder = entry.folder === undefined ? '' : `${safeEntryName(entry.folder)}/`;
    inFolder.set(folder, [...(inFolder.get(folder) ?? []), index]);
  });
  const paths: string[] = [];
  for (const [folder, indexes] of inFolder) {
    const names = uniqueNames(indexes.map((index) => safeEntryName(entries[index]?.name ?? '')));
    indexes.forEach((index, position) => {
      paths[index] = `${folder}${names[position]}`;
    });
  }
  return paths;
}

/**
 * A zip entry name is a path: a separator in a file name would make a folder, or climb out of the target folder
 * when unzipped. Characters Windows refuses in file names go too, and the dots and spaces it drops from a name's end.
 */
export function safeEntryName(fileName: string) {
  const name = fileName
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .trim()
    .replace(/(?<=[^.])[. ]+$/u, '');
  return name === '' || /^\.+$/.test(name) ? `_${name}` : name;
}

/** Names made unique the way file managers do: the second 'brev.pdf' becomes 'brev (2).pdf'. */
export function uniqueNames(names: readonly string[]) {
  // Case-insensitive, as the file systems of Windows and macOS are.
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) candidate = withSuffix(name, ` (${copy})`);
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

function withSuffix(name: string, suffix: string) {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}${suffix}${name.slice(dot)}` : `${name}${suffix}`;
}
