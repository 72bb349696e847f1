/**
 * The JavaScript each route of the built web app loads first, gzipped (issue 11's budgets): the entry and the
 * route's lazy layout and page, each with every chunk they import statically, counted once. Read from Vite's
 * manifest (apps/web/dist/.vite/manifest.json); `npm run build` first. `node scripts/bundle-size.ts` prints the
 * table alone and fails when a budget is broken; `npm run bench` prints it too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './lib/stack.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KB = 1024;

/** What every logged-in page loads first besides its own chunk: the guards' configuration call and the layouts. */
const AUTHENTICATED = [
  'src/app/load-config.ts',
  'src/app/query-layout.tsx',
  'src/app/authenticated-layout.tsx',
];

/**
 * The lazy modules of each route, as apps/web/src/app/router.tsx loads them; budgets in gzip bytes. The login
 * page has none since issue 23: the stack's floor is 132 KB of it and Lighthouse scores it 100 (decision 0011).
 */
export const ROUTES: { route: string; modules: string[]; budgetBytes?: number }[] = [
  {
    route: '/access/login',
    modules: ['src/features/shell/components/public-layout.tsx', 'src/features/access/pages/login-page.tsx'],
  },
  {
    route: '/incidents',
    modules: [...AUTHENTICATED, 'src/features/incidents/pages/incidents-page.tsx'],
    budgetBytes: 300 * KB,
  },
  {
    route: '/incidents/search',
    modules: [...AUTHENTICATED, 'src/features/search/pages/search-page.tsx'],
  },
  {
    route: '/statistics',
    modules: [...AUTHENTICATED, 'src/features/statistics/pages/statistics-page.tsx'],
  },
  {
    route: '/case/:caseId',
    modules: [...AUTHENTICATED, 'src/features/case-overview/pages/case-overview-page.tsx'],
  },
  {
    route: '/case',
    modules: [...AUTHENTICATED, 'src/features/new-case/pages/new-case-page.tsx'],
  },
  {
    route: '/settings',
    modules: [...AUTHENTICATED, 'src/features/settings/pages/settings-page.tsx'],
  },
  {
    route: '/settings/templates',
    modules: [...AUTHENTICATED, 'src/features/settings/pages/letter-templates-page.tsx'],
  },
  {
    // The editor (TipTap) is a chunk of its own, loaded after the page (components/answer-editor).
    route: '/settings/templates/:templateId',
    modules: [...AUTHENTICATED, 'src/features/settings/pages/letter-template-page.tsx'],
  },
  {
    route: '/profile',
    modules: [...AUTHENTICATED, 'src/features/profile/pages/profile-page.tsx'],
  },
  {
    route: '/faq',
    modules: [...AUTHENTICATED, 'src/features/faq/pages/faq-page.tsx'],
  },
];

export interface RouteBundle {
  route: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  budgetBytes: number | undefined;
}

/**
 * A module's chunk key. A lazily imported module that other chunks also import statically becomes a shared chunk
 * keyed `_<name>-<hash>.js` without its source path; it is then found by name among the entry's dynamic imports.
 */
function chunkKey(manifest: Manifest, entryKey: string, source: string) {
  if (manifest[source]) return source;
  const name = path.basename(source).replace(/\.[jt]sx?$/, '');
  const key = manifest[entryKey]?.dynamicImports?.find((candidate) => manifest[candidate]?.name === name);
  if (!key) throw new Error(`${source} is not in the Vite manifest: was the router changed?`);
  return key;
}

/** The chunk and every chunk it imports statically, transitively. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key)) return;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, into);
}

export function measureRouteBundles(distDir = path.join(ROOT, 'apps/web/dist')): RouteBundle[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry');
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(distDir, file));
      size = { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };

  return ROUTES.map(({ route, modules, budgetBytes }) => {
    const keys = new Set<string>();
    withStaticImports(manifest, entryKey, keys);
    for (const source of modules) withStaticImports(manifest, chunkKey(manifest, entryKey, source), keys);
    const files = [...keys].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js'));
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of files as string[]) {
      const size = sizeOf(file);
      rawBytes += size.raw;
      gzipBytes += size.gzip;
    }
    return { route, files: files.length, rawBytes, gzipBytes, budgetBytes };
  });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Prints the markdown table; answers whether every budget holds. */
export function printRouteBundles(bundles: RouteBundle[]) {
  console.log('| Route | JS files | Minified | Gzip (level 9) | Budget (gzip) | Within |');
  console.log('|---|---:|---:|---:|---:|---|');
  let withinAll = true;
  for (const bundle of bundles) {
    const within = bundle.budgetBytes === undefined ? undefined : bundle.gzipBytes < bundle.budgetBytes;
    if (within === false) withinAll = false;
    console.log(
      `| ${bundle.route} | ${bundle.files} | ${kb(bundle.rawBytes)} | ${kb(bundle.gzipBytes)} | ${bundle.budgetBytes === undefined ? '–' : kb(bundle.budgetBytes)} | ${within === undefined ? '–' : within ? 'yes' : 'NO'} |`,
    );
  }
  return withinAll;
}

if (import.meta.main) {
  if (!printRouteBundles(measureRouteBundles())) process.exitCode = 1;
}
