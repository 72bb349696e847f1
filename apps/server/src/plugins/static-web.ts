import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { isApiPath } from '../lib/api-paths.ts';
import { sendProblem } from './errors.ts';

/**
 * Serves the built web app. Hashed assets are cached for a year; any other path that is not an API call
 * gets index.html so the browser's router can take it (SPA fallback).
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const indexFile = path.join(config.webDistDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: config.webDistDir,
        wildcard: false,
        index: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url) || request.method !== 'GET' || !hasWeb) {
        return sendProblem(reply, { title: 'Fant ikke det du ba om', status: 404, code: 'not-found' });
      }
      if (path.extname(request.url.split('?')[0] ?? '') !== '') {
        return sendProblem(reply, { title: 'Fant ikke det du ba om', status: 404, code: 'not-found' });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'static-web' },
);
