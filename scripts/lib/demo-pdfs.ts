import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keepFirst } from './keep-first.ts';

/**
 * The demo's PDFs as the first portal process of a test run rendered them, kept for the processes after it: a
 * portal that seeds the demo data into an empty folder blob store renders some 900 PDFs first, 6-7 s of CPU on
 * the 2-core machine, and the tests start about a dozen such processes. The seed writes a PDF only when its key
 * (the hash of what it says) is missing, so it takes the kept ones as its own and renders only the others. They
 * are kept by day (Oslo's, as the demo's), since the letters' dates follow the day the demo is made for, and by the
 * renderer's source, since the key does not change with how a PDF is drawn. Copies, not links: a test may damage a
 * file of its store on purpose.
 */
const DEMO_FOLDER = 'demo';
const RENDERER = path.resolve(import.meta.dirname, '../../apps/server/src/lib/letter-pdf.ts');

function keptFolder() {
  const renderer = createHash('sha256').update(fs.readFileSync(RENDERER)).digest('hex').slice(0, 12);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
  return path.join(os.tmpdir(), 'foretaksportalen-demo-pdfs', `${day}-${renderer}`);
}

/**
 * The demo PDFs' folder of a portal started with this environment, when it keeps its files in a folder: BLOB_DIR,
 * or `blobs` in DATA_DIR, as the portal's configuration has it.
 */
function demoFolderOf(env: Record<string, string | undefined>) {
  if ((env.BLOB_STORE ?? 'folder') !== 'folder') return undefined;
  const blobDir = env.BLOB_DIR ?? (env.DATA_DIR && path.join(env.DATA_DIR, 'blobs'));
  return blobDir && path.join(blobDir, DEMO_FOLDER);
}

/** Copies today's kept demo PDFs into the blob folder of a portal about to start, when it has none. */
export function lendDemoPdfs(env: Record<string, string | undefined>) {
  const kept = keptFolder();
  const target = demoFolderOf(env);
  if (target && fs.existsSync(kept) && !fs.existsSync(target)) fs.cpSync(kept, target, { recursive: true });
}

/** Keeps the demo PDFs a portal that has started rendered into its blob folder, unless today's are kept already. */
export async function keepDemoPdfs(env: Record<string, string | undefined>) {
  const kept = keptFolder();
  const source = demoFolderOf(env);
  if (!source || fs.existsSync(kept) || !fs.existsSync(source)) return;
  await keepFirst(kept, (partial) => fs.cpSync(source, partial, { recursive: true }));
}
