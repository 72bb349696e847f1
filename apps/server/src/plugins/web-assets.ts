import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/** The types of what Vite writes to dist/assets, and whether compressing helps (fonts and images are compressed). */
const TYPES: Record<string, { type: string; compressible: boolean }> = {
  '.js': { type: 'text/javascript; charset=utf-8', compressible: true },
  '.css': { type: 'text/css; charset=utf-8', compressible: true },
  '.svg': { type: 'image/svg+xml', compressible: true },
  '.json': { type: 'application/json; charset=utf-8', compressible: true },
  '.woff2': { type: 'font/woff2', compressible: false },
  '.woff': { type: 'font/woff', compressible: false },
  '.png': { type: 'image/png', compressible: false },
};
const OTHER = { type: 'application/octet-stream', compressible: false };

/**
 * Brotli at quality 5 compresses the app's largest file (530 kB) in 25 ms to 159 kB, where the per-request
 * compression's quality 4 made 169 kB; gzip for a client without brotli.
 */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

function compress(bytes: Buffer, encoding: Encoding) {
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : zlib.gzipSync(bytes, { level: 9 });
}

interface WebAsset {
  type: string;
  compressible: boolean;
  bytes: Buffer;
  encoded: Map<Encoding, Buffer>;
}

/**
 * The built app's hashed files (dist/assets), read on their first request and kept in memory, each compressed once
 * per encoding asked for: a page load fetches some 55 of them, and reading each from disk and compressing it
 * anew took a quarter of a portal's time in the end-to-end tests. A hashed file never changes, so it is cached
 * for a year; the names are those the folder held at start, as before.
 */
export async function webAssetRoutes(app: FastifyInstance, { assetsDir }: { assetsDir: string }) {
  const names = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  const kept = new Map<string, WebAsset>();

  /** Undefined for a name the folder did not hold at start, or a file gone since (a new build in its place). */
  const assetNamed = (name: string) => {
    if (!names.has(name)) return undefined;
    let asset = kept.get(name);
    if (!asset) {
      let bytes: Buffer;
      try {
        bytes = fs.readFileSync(path.join(assetsDir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      asset = { ...(TYPES[path.extname(name)] ?? OTHER), bytes, encoded: new Map() };
      kept.set(name, asset);
    }
    return asset;
  };

  app.get<{ Params: { name: string } }>('/assets/:name', { compress: false }, async (request, reply) => {
    const asset = assetNamed(request.params.name);
    if (!asset) return reply.callNotFound();
    reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding');
    const encoding = asset.compressible
      ? negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS])
      : null;
    if (!encoding) return reply.send(asset.bytes);
    let encoded = asset.encoded.get(encoding);
    if (!encoded) {
      encoded = compress(asset.bytes, encoding);
      asset.encoded.set(encoding, encoded);
    }
    return reply.header('content-encoding', encoding).send(encoded);
  });
}
