import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { JSON_TOO_DEEP, jsonTooDeep } from '../lib/json-depth.ts';

/**
 * JSON bodies are parsed by Fastify's own parser (its refusal of `__proto__` and `constructor.prototype` kept),
 * once the text is known to nest no deeper than the limit: a body 100,000 levels deep is a 400 before any code
 * walks it.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
      if (jsonTooDeep(body)) return done(new AppError('body-too-deep', 400, JSON_TOO_DEEP), undefined);
      parseJson(request, body, done);
    });
  },
  { name: 'json-body' },
);
