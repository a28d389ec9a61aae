import { ListQuerySchema } from '@/lib/http/query';
import { RegionsQuerySchema } from '@/lib/catalog/catalog.schema';
import { answer, type Operation } from '@/lib/openapi/document';
import {
  CategoriesSchema,
  HealthSchema,
  OpenApiSchema,
  ReadySchema,
  RegionsSchema,
  ServicesSchema,
} from '@/lib/openapi/responses/catalog';

const bad = { '400': 'Invalid query (fields name the wrong parameters)' };

export const catalogOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/category/get-all',
    tags: ['catalog'],
    summary: 'Project categories as a tree (top level with subCategories)',
    query: ListQuerySchema,
    responses: { '200': answer('Paged categories', CategoriesSchema), ...bad },
  },
  {
    method: 'get',
    path: '/api/services',
    tags: ['catalog'],
    summary: 'Services as a tree (only active ones for the public; Admin sees all)',
    query: ListQuerySchema,
    responses: { '200': answer('Paged services', ServicesSchema), ...bad },
  },
  {
    method: 'get',
    path: '/api/regions',
    tags: ['catalog'],
    summary: 'Regions of Uzbekistan with their districts',
    query: RegionsQuerySchema,
    responses: { '200': answer('Regions', RegionsSchema), ...bad },
  },
  {
    method: 'get',
    path: '/api/health',
    tags: ['system'],
    summary: 'Liveness: the process serves HTTP (no database query)',
    responses: {
      '200': answer('`{ status: "ok", database: "pglite" | "postgres" }`', HealthSchema),
    },
  },
  {
    method: 'get',
    path: '/api/ready',
    tags: ['system'],
    summary:
      'Readiness: the database answers, every migration is applied, the process is not draining nor warming up',
    responses: {
      '200': answer('`{ status: "ready" }`', ReadySchema),
      '503':
        '`{ status: "unavailable", reason: "draining" | "warming" | "database" | "migrations" }`',
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tags: ['system'],
    summary: 'This document',
    responses: { '200': answer('OpenAPI 3.1', OpenApiSchema) },
  },
];
