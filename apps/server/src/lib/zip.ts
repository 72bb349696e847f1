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

/**
 * The longest path Windows takes (MAX_PATH, 260, counted in UTF-16 units as string lengths are): a folder and a
 * file name together stay within it, or Windows cannot unzip the file.
 */
const ENTRY_PATH_MAX = 260;
/** The longest file name Windows and most file systems take. */
const NAME_MAX = 255;
/** What a name cut short keeps of its end as its extension; a longer part after the last dot is part of the name. */
const EXTENSION_MAX = 16;

/**
 * Each entry's path in the archive: safe names, unique within their folder, a folder's own name made safe too,
 * and each name cut so that the whole path stays within ENTRY_PATH_MAX.
 */
function entryPaths(entries: readonly ZipEntry[]) {
  const inFolder = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    const folder = entry.folder === undefined ? '' : `${safeEntryName(entry.folder)}/`;
    inFolder.set(folder, [...(inFolder.get(folder) ?? []), index]);
  });
  const paths: string[] = [];
  for (const [folder, indexes] of inFolder) {
    const names = uniqueNames(
      indexes.map((index) => safeEntryName(entries[index]?.name ?? '')),
      Math.min(NAME_MAX, ENTRY_PATH_MAX - folder.length),
    );
    indexes.forEach((index, position) => {
      paths[index] = `${folder}${names[position]}`;
    });
  }
  return paths;
}

const TRAILING_DOTS_AND_SPACES = /(?<=[^.])[. ]+$/u;

/**
 * A zip entry name is a path: a separator in a file name would make a folder, or climb out of the target folder
 * when unzipped. Characters Windows refuses in file names go too, and the dots and spaces it drops from a name's end.
 */
export function safeEntryName(fileName: string) {
  const name = fileName
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .trim()
    .replace(TRAILING_DOTS_AND_SPACES, '');
  return name === '' || /^\.+$/.test(name) ? `_${name}` : name;
}

/**
 * Names made unique the way file managers do: the second 'brev.pdf' becomes 'brev (2).pdf'. Each is at most
 * `maxLength` long, number and extension included: what is cut is the end of the name before them.
 */
export function uniqueNames(names: readonly string[], maxLength = Number.POSITIVE_INFINITY) {
  // Case-insensitive, as the file systems of Windows and macOS are.
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = withSuffix(name, '', maxLength);
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++)
      candidate = withSuffix(name, ` (${copy})`, maxLength);
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The name with the suffix before its extension, the name itself cut so that all of it fits `maxLength`. */
function withSuffix(name: string, suffix: string, maxLength: number) {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= EXTENSION_MAX ? name.slice(dot) : '';
  const stem = name.slice(0, name.length - extension.length);
  const room = maxLength - suffix.length - extension.length;
  return `${stem.length <= room ? stem : cutTo(stem, room)}${suffix}${extension}`;
}

/** The start of the text within `length`, not splitting a surrogate pair, without the dots and spaces Windows drops. */
function cutTo(text: string, length: number) {
  const kept = text.slice(0, length);
  return (/[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept).replace(TRAILING_DOTS_AND_SPACES, '');
}
