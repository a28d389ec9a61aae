// The estimator's endpoint for /api/openapi.json, described by the same schema the endpoint parses.
import type { ZodType } from 'zod';
import { answer, type Operation } from '@/lib/openapi/document';
import { EstimateSchema } from '@/lib/openapi/responses/tools';
import { RegionsQuerySchema } from '@/lib/catalog/catalog.schema';
import { estimateInputSchema } from '@/lib/estimator/estimator.schema';

export const estimatorOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/ai/design/estimate',
    tags: ['tools'],
    summary:
      "AI design estimator: design documentation and construction cost (low–likely–high, per m², stages, months), the factors that moved it, the six most similar catalog projects and the model's held-out error",
    query: RegionsQuerySchema,
    // zod/mini and classic zod share one core: the JSON Schema generator reads both.
    body: estimateInputSchema as unknown as ZodType,
    responses: {
      '200': answer('The estimate', EstimateSchema),
      '400': 'Invalid input (fields name the wrong ones, e.g. 5 storeys on 20 m²)',
    },
  },
];
