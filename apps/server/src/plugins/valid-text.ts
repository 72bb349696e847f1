import { TEXT_INVALID_CHARACTERS } from '@foretaksportalen/shared/validators/messages';
import { invalidTextPaths } from '@foretaksportalen/shared/validators/text';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * No request text with NUL or a lone surrogate reaches a route (issue 17): PostgreSQL refuses them, so they would
 * answer 500. One check before validation for every route, whatever its schemas are (the contract's, route-local
 * ones, none) and whatever they do with the text: the parsed JSON body, every path parameter and every query
 * parameter. Multipart bodies are read by their handlers, which check their texts where they read them.
 */
export const validTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const fields = [
        ...invalidTextPaths(request.body),
        ...invalidTextPaths(request.params),
        ...invalidTextPaths(request.query),
      ];
      if (fields.length === 0) return done();
      done(
        new AppError('validation.invalid-text', 400, TEXT_INVALID_CHARACTERS, {
          errors: Object.fromEntries(fields.map((field) => [field, [TEXT_INVALID_CHARACTERS]])),
        }),
      );
    });
  },
  { name: 'valid-text' },
);
