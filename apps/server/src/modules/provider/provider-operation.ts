import type { ApiKeyScope } from '@foretaksportalen/shared/contract/provider/api-key';
import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import type { z } from 'zod';
import type { RouteAccess } from '../../plugins/auth.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One answer of an operation: JSON of `schema`, or bytes of `contentType`, or nothing. */
export interface OperationResponse {
  description: string;
  schema?: z.ZodType;
  contentType?: string;
}

/**
 * One call of the provider API, described once: the route validates and serializes with these schemas, and the
 * OpenAPI document is made from the same ones. `path` is relative to /api/provider/v1, in OpenAPI's {param} form.
 */
export interface ProviderOperation {
  method: HttpMethod;
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** The scope a key needs; null for the public documentation routes. */
  scope: ApiKeyScope | null;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  /** A JSON body, validated by the route. */
  body?: z.ZodType;
  /** A multipart body, read part by part by the handler; described in the document only. */
  multipartBody?: z.ZodType;
  /** Answers other than the errors every operation may give (400, 401, 403, 404, 429). */
  responses: Record<number, OperationResponse>;
}

/** Keeps the literal types of an operation, so that the route's schemas type its handler. */
export const defineOperation = <const Operation extends ProviderOperation>(operation: Operation) => operation;

type SuccessSchemas<Operation extends ProviderOperation> = {
  [Status in keyof Operation['responses']]: Operation['responses'][Status] extends { schema: infer Schema }
    ? Schema
    : never;
};

/** The Fastify route options of an operation: its URL, who may call it, and the schemas it checks. */
export function routeOptions<const Operation extends ProviderOperation>(operation: Operation) {
  const response = Object.fromEntries(
    Object.entries(operation.responses).flatMap(([status, answer]) =>
      answer.schema ? [[status, answer.schema]] : [],
    ),
  ) as SuccessSchemas<Operation>;
  return {
    method: operation.method,
    url: `${PROVIDER_API_PREFIX}${operation.path.replace(/\{(\w+)\}/g, ':$1')}`,
    // The API is what its document says: no HEAD twins of the GET routes.
    exposeHeadRoute: false,
    config: {
      access: (operation.scope ? 'provider' : 'public') as RouteAccess,
      providerScope: operation.scope ?? undefined,
    },
    // Fastify warns about a schema key that is there but undefined, so only the ones given are set.
    schema: Object.fromEntries(
      Object.entries({
        params: operation.params,
        querystring: operation.querystring,
        body: operation.body,
        response,
      }).filter(([, schema]) => schema !== undefined),
    ) as {
      params: Operation['params'];
      querystring: Operation['querystring'];
      body: Operation['body'];
      response: SuccessSchemas<Operation>;
    },
  };
}
