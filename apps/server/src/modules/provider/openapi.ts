import { problemSchema } from '@foretaksportalen/shared/contract/problem';
import { API_KEY_SCOPES } from '@foretaksportalen/shared/contract/provider/api-key';
import { EVENT_PART, FILES_PART } from '@foretaksportalen/shared/contract/provider/case';
import { PROVIDER_API_PREFIX } from '@foretaksportalen/shared/contract/provider/common';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { ProviderOperation } from './provider-operation.ts';

type JsonSchema = Record<string, unknown>;

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
 * side looks optional to z.toJSONSchema; a field is required when leaving it out fails.
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

/** A zod schema as the JSON Schema (2020-12, OpenAPI 3.1's dialect) of what a client sends or gets. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  if (io === 'input') markRequired(schema, rest);
  return rest;
}

function parameters(operation: ProviderOperation) {
  const of = (schema: z.ZodObject | undefined, location: 'path' | 'query') =>
    Object.entries(schema?.shape ?? {}).map(([name, field]) => {
      const fieldSchema = jsonSchema(field as z.ZodType, 'input');
      return {
        name,
        in: location,
        required: location === 'path' || !(field as z.ZodType).safeParse(undefined).success,
        schema: fieldSchema,
      };
    });
  return [...of(operation.params, 'path'), ...of(operation.querystring, 'query')];
}

function requestBody(operation: ProviderOperation, config: Config) {
  if (operation.body) {
    return {
      required: true,
      content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } },
    };
  }
  if (operation.multipartBody) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: jsonSchema(operation.multipartBody, 'input'),
          encoding: {
            [EVENT_PART]: { contentType: 'application/json' },
            [FILES_PART]: { contentType: config.contentTypes.join(', ') },
          },
        },
      },
    };
  }
  return undefined;
}

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: PROBLEM_REF } },
});

function responses(operation: ProviderOperation) {
  const answers: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(operation.responses)) {
    if (Number(status) >= 400) answers[status] = problem(answer.description);
    else if (answer.schema)
      answers[status] = {
        description: answer.description,
        content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } },
      };
    else if (answer.contentType)
      answers[status] = {
        description: answer.description,
        content: { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } },
      };
    else answers[status] = { description: answer.description };
  }
  const takesInput = operation.params || operation.querystring || operation.body || operation.multipartBody;
  if (takesInput) answers['400'] ??= problem('Ugyldig forespørsel; `errors` har meldingene per felt');
  if (operation.scope) {
    answers['401'] = problem('Ukjent, tilbaketrukket eller manglende API-nøkkel');
    answers['403'] = problem(`API-nøkkelen mangler tilgangen «${operation.scope}»`);
    answers['429'] = problem('For mange kall; prøv igjen etter Retry-After sekunder');
  }
  if (operation.params) answers['404'] ??= problem('Finnes ikke');
  return answers;
}

/**
 * The OpenAPI 3.1 document of the provider API, made from the same operations (and so the same zod schemas) the
 * routes validate and serialize with.
 */
export function buildOpenApiDocument(config: Config, operations: readonly ProviderOperation[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const path = `${PROVIDER_API_PREFIX}${operation.path}`;
    const params = parameters(operation);
    const body = requestBody(operation, config);
    paths[path] = {
      ...paths[path],
      [operation.method.toLowerCase()]: {
        operationId: operation.operationId,
        tags: [operation.tag],
        summary: operation.summary,
        ...(operation.description && { description: operation.description }),
        security: operation.scope ? [{ apiKey: [operation.scope] }] : [],
        ...(params.length > 0 && { parameters: params }),
        ...(body && { requestBody: body }),
        responses: responses(operation),
      },
    };
  }
  const tags = [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name }));
  return {
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
    tags,
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'fpk_<43 tegn>',
          description: `API-nøkkel med tilgangene (scopes) ${API_KEY_SCOPES.join(', ')}.`,
        },
      },
      schemas: { Problem: jsonSchema(problemSchema, 'output') },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
