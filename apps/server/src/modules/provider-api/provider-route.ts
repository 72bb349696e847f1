import type { Readable } from 'node:stream';
import type { ApiKeyScope } from '@foretaksportalen/shared/contract/provider/api-key';
import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';

/** The groups of the documentation, in the order it lists them. */
export const TAGS = {
  companies: 'Foretak',
  users: 'Brukere',
  cases: 'Saker',
  changes: 'Endringer',
  documents: 'Dokumenter',
  content: 'Innhold',
  documentation: 'Dokumentasjon',
} as const;

/** The route URL of a path after /api/provider/v1. */
export const providerUrl = (path: string) => `${PROVIDER_API_PREFIX}${path}`;

/**
 * The route options every provider route shares: who may call it (a key with the scope; null for the public
 * documentation), and what the OpenAPI document adds to its schemas (its own refusals, a multipart body).
 */
export function providerAccess(
  scope: ApiKeyScope | null,
  document: Pick<FastifyContextConfig, 'problems' | 'multipartBody'> = {},
) {
  return {
    // The API is what its document says: no HEAD twins of the GET routes.
    exposeHeadRoute: false,
    config: {
      access: scope ? ('provider' as const) : ('public' as const),
      ...(scope && { providerScope: scope }),
      ...document,
    },
  };
}

/** A JSON answer: validated by its schema on the way out, and so described in the document. */
export const jsonAnswer = <Schema extends z.ZodType>(description: string, schema: Schema) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Bytes of a type, a stream or a ready text that Fastify sends as they are: described, never serialized. */
export const bytesAnswer = (description: string, contentType: string) => ({
  description,
  content: {
    [contentType]: { schema: z.custom<Readable | string>().meta({ type: 'string', format: 'binary' }) },
  },
});

/** An answer without a body. */
export const emptyAnswer = (description: string) => z.undefined().meta({ description });
