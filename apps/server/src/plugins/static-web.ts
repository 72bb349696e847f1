import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { isApiPath } from '../lib/api-paths.ts';
import { NOT_FOUND } from '../lib/app-error.ts';
import { sendProblem } from './errors.ts';
import { webAssetRoutes } from './web-assets.ts';

/**
 * Serves the built web app: its hashed assets from memory (web-assets.ts), its other files (index.html, the icon)
 * from disk; any other path that is not an API call gets index.html so the browser's router can take it (SPA
 * fallback).
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const indexFile = path.join(config.webDistDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    if (hasWeb) {
      await app.register(webAssetRoutes, { assetsDir: path.join(config.webDistDir, 'assets') });
      await app.register(fastifyStatic, {
        root: config.webDistDir,
        wildcard: false,
        globIgnore: ['assets/**'],
        index: false,
        setHeaders: (res) => res.header('cache-control', 'no-cache'),
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url) || request.method !== 'GET' || !hasWeb) {
        return sendProblem(reply, { title: NOT_FOUND, status: 404, code: 'not-found' });
      }
      if (path.extname(request.url.split('?')[0] ?? '') !== '') {
        return sendProblem(reply, { title: NOT_FOUND, status: 404, code: 'not-found' });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'static-web' },
);
