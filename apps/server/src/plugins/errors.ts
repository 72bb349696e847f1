import type { ErrorCode } from '@foretaksportalen/shared/contract/error-codes';
import type { Problem } from '@foretaksportalen/shared/contract/problem';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeOfStatus, TOO_MANY_REQUESTS } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

/** While the database cannot be reached (a restart, a failover): the portal recovers by itself when it returns. */
export const UNAVAILABLE = 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.';
/** Retry-After of a 503 while the database cannot be reached; the web app checks the health endpoint this often. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** Every problem the server sends names its code. */
export const sendProblem = (reply: FastifyReply, problem: Problem & { code: ErrorCode }) =>
  reply.status(problem.status).type(PROBLEM_TYPE).send(problem);

/** Every error leaves as problem+json; bad input is a 400 in Norwegian, and a 5xx never shows internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, error.message);
        return sendProblem(reply, {
          title: error.title,
          status: error.status,
          code: error.code,
          ...(error.detail && { detail: error.detail }),
          ErrorMessage: error.title,
          ...(error.redirectUrl && { redirectUrl: error.redirectUrl }),
          ...(error.errors && { errors: error.errors }),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          errors[field] = [...(errors[field] ?? []), issue.message ?? 'Ugyldig verdi'];
        }
        return sendProblem(reply, {
          title: 'Ugyldige opplysninger i forespørselen',
          status: 400,
          code: 'validation',
          ErrorMessage: 'Ugyldige opplysninger i forespørselen',
          errors,
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendProblem(reply, {
          title: clientErrorTitle(status),
          status,
          code: codeOfStatus(status),
          ErrorMessage: clientErrorTitle(status),
        });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'The database cannot be reached');
        reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
        return sendProblem(reply, {
          title: UNAVAILABLE,
          status: 503,
          code: 'unavailable',
          ErrorMessage: UNAVAILABLE,
        });
      }
      request.log.error({ err: error }, 'Unhandled error');
      return sendProblem(reply, {
        title: 'Det oppsto en feil på serveren',
        status: 500,
        code: 'server-error',
      });
    });
  },
  { name: 'errors' },
);

/**
 * Fastify refuses a malformed URL (broken percent-encoding, an over-long path parameter) before any route or
 * error handler runs (the `frameworkErrors` option): the same problem shape, without echoing the URL.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // No onSend hook runs for these, so the security headers plugin's Cache-Control does not reach them.
  reply.header('cache-control', 'no-store');
  return sendProblem(reply, {
    title: clientErrorTitle(status),
    status,
    code: codeOfStatus(status),
    ErrorMessage: clientErrorTitle(status),
  });
}

function clientErrorTitle(status: number) {
  switch (status) {
    case 404:
      return 'Fant ikke det du ba om';
    case 413:
      return 'Forespørselen er for stor';
    case 415:
      return 'Ukjent innholdstype i forespørselen';
    case 429:
      return TOO_MANY_REQUESTS;
    default:
      return 'Ugyldig forespørsel';
  }
}
