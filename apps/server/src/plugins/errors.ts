import type { Problem } from '@foretaksportalen/shared/contract/problem';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TOO_MANY_REQUESTS } from '../lib/app-error.ts';

const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

export const sendProblem = (reply: FastifyReply, problem: Problem) =>
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
          ErrorMessage: 'Ugyldige opplysninger i forespørselen',
          errors,
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendProblem(reply, {
          title: clientErrorTitle(status),
          status,
          ErrorMessage: clientErrorTitle(status),
        });
      }
      request.log.error({ err: error }, 'Unhandled error');
      return sendProblem(reply, { title: 'Det oppsto en feil på serveren', status: 500 });
    });
  },
  { name: 'errors' },
);

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
