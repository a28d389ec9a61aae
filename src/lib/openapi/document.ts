// /api/openapi.json is generated from the same zod schemas the endpoints parse with, so the
// document cannot drift from what the server accepts. Each area lists its operations in
// operations/*.ts; this file only assembles them.
import { z } from 'zod';

/** A classic or zod/mini schema (the account forms' are zod/mini). */
type ZodType = z.core.$ZodType;

/** A success answer with a body: what it means and the schema of what the endpoint sends. */
export type Answer = {
  description: string;
  schema: ZodType;
  /** default application/json; the sign-in token is text/plain, the live feed an event stream,
   *  message attachments their files */
  contentType?:
    'application/json' | 'text/plain' | 'text/event-stream' | 'application/pdf' | 'image/webp';
};

export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string; // OpenAPI style: /api/projects/{id}
  /** Only to keep a published name when a path moves; otherwise derived (operationIdOf). */
  operationId?: string;
  summary: string;
  tags: string[];
  query?: ZodType;
  body?: ZodType;
  bodyType?: 'json' | 'multipart' | 'form';
  /** status → description; a 2xx with a body gives its schema (an Answer), a 204 only words */
  responses: Record<string, string | Answer>;
  auth?: boolean;
};

/** `description` with `schema`: the entry of a 2xx answer in an operation's `responses`. */
export function answer(description: string, schema: ZodType, contentType?: Answer['contentType']) {
  return { description, schema, ...(contentType ? { contentType } : {}) } satisfies Answer;
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * docs/api.md "operationId": the method, then every path segment after /api in PascalCase, words
 * split at `-`, `.` and `_`; a parameter `{x}` becomes `ByX`. GET /api/projects/{id}/reviews →
 * getProjectsByIdReviews. Paths never change (docs/api.md), so neither do the names.
 */
export function operationIdOf(op: Pick<Operation, 'method' | 'path' | 'operationId'>): string {
  if (op.operationId) return op.operationId;
  const words = op.path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((seg) => {
      const param = /^\{(\w+)\}$/.exec(seg);
      return param
        ? ['By', pascal(param[1]!)]
        : seg
            .split(/[-._]+/)
            .filter(Boolean)
            .map(pascal);
    });
  return op.method + words.join('');
}

function toJson(schema: ZodType, io: 'input' | 'output' = 'input') {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12: exclusiveMinimum is a number, null is a type.
  const js = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  delete js['$schema'];
  return js;
}

function queryParams(schema: ZodType) {
  const js = toJson(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, propertySchema]) => ({
    name,
    in: 'query',
    required: js.required?.includes(name) ?? false,
    schema: propertySchema,
  }));
}

function pathParams(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

const errorSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
        // Only with code no_match (POST /api/quote-requests): where the customer could ask instead.
        suggestions: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              regionId: { type: 'integer' },
              name: { type: 'string' },
              matchCount: { type: 'integer' },
            },
            required: ['regionId', 'name', 'matchCount'],
          },
        },
      },
      required: ['code', 'message'],
    },
  },
};

export function buildOpenApi(ops: Operation[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops) {
    const parameters = [...pathParams(op.path), ...(op.query ? queryParams(op.query) : [])];
    const responses: Record<string, unknown> = {};
    for (const [status, entry] of Object.entries(op.responses)) {
      const description = typeof entry === 'string' ? entry : entry.description;
      responses[status] =
        Number(status) >= 400
          ? {
              description,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            }
          : typeof entry === 'string'
            ? { description }
            : {
                description,
                // The answer the server builds is the schema's output side (defaults applied).
                content: {
                  [entry.contentType ?? 'application/json']: {
                    schema: toJson(entry.schema, 'output'),
                  },
                },
              };
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      operationId: operationIdOf(op),
      summary: op.summary,
      tags: op.tags,
      parameters,
      ...(op.auth ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                [op.bodyType === 'multipart'
                  ? 'multipart/form-data'
                  : op.bodyType === 'form'
                    ? 'application/x-www-form-urlencoded'
                    : 'application/json']: {
                  schema: toJson(op.body),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Quruvchi.uz marketplace API', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
      },
    },
  };
}
