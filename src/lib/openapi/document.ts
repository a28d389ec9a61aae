// /api/openapi.json is generated from the same zod schemas the endpoints parse with, so the
// document cannot drift from what the server accepts. Each area lists its operations in
// operations/*.ts; this file only assembles them.
import { z } from 'zod';

/** A classic or zod/mini schema (the account forms' are zod/mini). */
type ZodType = z.core.$ZodType;

export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string; // OpenAPI style: /api/projects/{id}
  summary: string;
  tags: string[];
  query?: ZodType;
  body?: ZodType;
  bodyType?: 'json' | 'multipart';
  responses: Record<string, string>; // status → description
  auth?: boolean;
};

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
    for (const [status, description] of Object.entries(op.responses)) {
      responses[status] =
        Number(status) >= 400
          ? {
              description,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            }
          : { description };
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      tags: op.tags,
      parameters,
      ...(op.auth ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                [op.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: {
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
