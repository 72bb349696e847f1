import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { problemSchema } from '@foretaksportalen/shared/contract/problem';
import { API_KEY_SCOPES } from '@foretaksportalen/shared/contract/provider/api-key';
import type { FastifyContextConfig } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { TAGS } from './provider-route.ts';

type JsonSchema = Record<string, unknown>;
type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;

/** What the document says of an operation's request body. */
interface OperationBody {
  operationId?: string;
  requestBody?: { content: Record<string, JsonSchema> };
}

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };

/** The object schema inside optional, nullable and default wrappers, if there is one. */
function objectInside(schema: z.ZodType): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return objectInside(schema.unwrap() as z.ZodType);
  }
  return undefined;
}

/**
 * Marks as required the fields a client must send. The project's field helpers take null and a missing value
 * alike and only then refuse them with the field's own message (`required(nullableText(…))`), so their input
 * side looks optional to zod's JSON Schema; a field is required when leaving it out fails.
 */
function markRequired(schema: z.ZodType, json: JsonSchema) {
  const object = objectInside(schema);
  const target =
    (json.properties ? json : undefined) ??
    (json.anyOf as JsonSchema[] | undefined)?.find((candidate) => candidate.properties);
  if (!object || !target?.properties) return;
  const properties = target.properties as Record<string, JsonSchema>;
  const required = new Set((target.required as string[] | undefined) ?? []);
  for (const [name, field] of Object.entries(object.shape) as [string, z.ZodType][]) {
    if (!field.safeParse(undefined).success) required.add(name);
    if (properties[name]) markRequired(field, properties[name]);
  }
  if (required.size > 0) target.required = [...required];
}

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: PROBLEM_REF } },
});

/** What the routes may refuse: their own refusals, then those every route of the kind has. */
function problems(schema: Record<string, unknown>, config: FastifyContextConfig) {
  const answers: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(config.problems ?? {}))
    answers[status] = problem(description);
  if (schema.params || schema.querystring || schema.body || config.multipartBody) {
    answers['400'] ??= problem('Ugyldig forespørsel; `errors` har meldingene per felt');
  }
  if (config.providerScope) {
    answers['401'] = problem('Ukjent, tilbaketrukket eller manglende API-nøkkel');
    answers['403'] = problem(`API-nøkkelen mangler tilgangen «${config.providerScope}»`);
    answers['429'] = problem('For mange kall; prøv igjen etter Retry-After sekunder');
  }
  if (schema.params) answers['404'] ??= problem('Finnes ikke');
  return answers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own refusals by status, for the OpenAPI document (the errors plugin answers them). */
    problems?: Record<number, string>;
    /** A multipart body the handler reads part by part, for the OpenAPI document only. */
    multipartBody?: { schema: z.ZodType; encoding: Record<string, { contentType: string }> };
  }
}

/**
 * The @fastify/swagger options of the provider API's OpenAPI 3.1 document: the routes' zod schemas through
 * fastify-type-provider-zod's transforms, and what the routes' config adds (the key's scope, the problems, a
 * multipart body the handler reads itself).
 */
export function providerOpenApiOptions(config: Config): FastifyDynamicSwaggerOptions {
  // @fastify/swagger keeps only the schema of a request body; the encoding of its parts is added afterwards.
  const multipartEncodings = new Map<string, Record<string, { contentType: string }>>();

  const transform: Transform = (route) => {
    const { schema, url } = jsonSchemaTransform(route) as { schema: Record<string, JsonSchema>; url: string };
    const zodSchema = route.schema as Record<string, z.ZodType | undefined>;
    const routeConfig: FastifyContextConfig = route.route.config ?? {};
    for (const part of ['body', 'querystring'] as const) {
      const input = zodSchema[part];
      if (input && schema[part]) markRequired(input, schema[part]);
    }
    const multipart = routeConfig.multipartBody;
    if (multipart) {
      const { body } = jsonSchemaTransform({ ...route, schema: { body: multipart.schema } }).schema as {
        body: JsonSchema;
      };
      markRequired(multipart.schema, body);
      schema.body = { content: { 'multipart/form-data': { schema: body } } };
      multipartEncodings.set(String(route.schema?.operationId), multipart.encoding);
    }
    return {
      url,
      schema: {
        ...schema,
        response: { ...schema.response, ...problems(zodSchema, routeConfig) },
        security: routeConfig.providerScope ? [{ apiKey: [routeConfig.providerScope] }] : [],
      },
    };
  };

  const transformObject: TransformObject = (documentObject) => {
    const document = jsonSchemaTransformObject(documentObject);
    const paths = (document.paths ?? {}) as Record<string, Record<string, OperationBody>>;
    for (const operation of Object.values(paths).flatMap((methods) => Object.values(methods))) {
      const encoding = multipartEncodings.get(String(operation.operationId));
      const media = operation.requestBody?.content['multipart/form-data'];
      if (encoding && media) media.encoding = encoding;
    }
    return document;
  };

  // Every refusal refers to it; the errors plugin, not a route schema, serializes problems.
  const { $schema: _dialect, ...problemJson } = z.toJSONSchema(problemSchema, {
    io: 'output',
    unrepresentable: 'any',
  });

  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.branding.portalName}: API for ${config.branding.productName}`,
        version: '1.0.0',
        description:
          `API-et ${config.branding.productName} bruker for å opprette foretak og saker, sende brev til foretakene ` +
          'og hente det foretakene gjør. Alle kall unntatt dokumentasjonen krever en API-nøkkel: ' +
          '`Authorization: Bearer fpk_…`, laget med `npm run admin -- api-key create`. Feil svarer ' +
          'application/problem+json med `title`, `status` og, ved ugyldige felter, `errors` per felt.',
      },
      servers: [{ url: config.publicUrl }],
      tags: Object.values(TAGS).map((name) => ({ name })),
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'fpk_<43 tegn>',
            description: `API-nøkkel med tilgangene (scopes) ${API_KEY_SCOPES.join(', ')}.`,
          },
        },
        schemas: { Problem: problemJson as never },
      },
    },
    transform,
    transformObject,
  };
}
