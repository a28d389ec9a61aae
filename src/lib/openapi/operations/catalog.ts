import { ListQuerySchema } from '@/lib/http/query';
import { RegionsQuerySchema } from '@/lib/catalog/catalog.schema';
import type { Operation } from '@/lib/openapi/document';

const bad = { '400': 'Invalid query (fields name the wrong parameters)' };

export const catalogOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/category/get-all',
    tags: ['catalog'],
    summary: 'Project categories as a tree (top level with subCategories)',
    query: ListQuerySchema,
    responses: { '200': 'Paged categories', ...bad },
  },
  {
    method: 'get',
    path: '/api/services',
    tags: ['catalog'],
    summary: 'Services as a tree (only active ones for the public; Admin sees all)',
    query: ListQuerySchema,
    responses: { '200': 'Paged services', ...bad },
  },
  {
    method: 'get',
    path: '/api/regions',
    tags: ['catalog'],
    summary: 'Regions of Uzbekistan with their districts',
    query: RegionsQuerySchema,
    responses: { '200': 'Regions', ...bad },
  },
  {
    method: 'get',
    path: '/api/health',
    tags: ['system'],
    summary: 'Liveness: the process serves HTTP (no database query)',
    responses: { '200': '`{ status: "ok", database: "pglite" | "postgres" }`' },
  },
  {
    method: 'get',
    path: '/api/ready',
    tags: ['system'],
    summary:
      'Readiness: the database answers, every migration is applied, the process is not draining',
    responses: {
      '200': '`{ status: "ready" }`',
      '503': '`{ status: "unavailable", reason: "draining" | "database" | "migrations" }`',
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tags: ['system'],
    summary: 'This document',
    responses: { '200': 'OpenAPI 3.1' },
  },
];
