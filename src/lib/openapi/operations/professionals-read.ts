// The professionals directory, read side (docs/api.md): public.
import { ProfessionalsQuerySchema } from '@/lib/professionals/professionals.schema';
import { LangQuerySchema } from '@/lib/http/query';
import { answer, type Operation } from '@/lib/openapi/document';
import {
  AgencyCardsSchema,
  AgencyDetailSchema,
  AgentCardsSchema,
  AgentDetailSchema,
} from '@/lib/openapi/responses/professionals';

const bad = { '400': 'Invalid query (fields name the wrong parameters)' };

export const professionalsReadOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/agents',
    tags: ['professionals'],
    summary:
      'Agent cards with rating (mean stars) and reviewCount (starred reviews); Sort: rating (default, best rated first), newest, name; ServiceId (a top-level service includes its sub-services), RegionId, Search (name, designation; any script or apostrophe)',
    query: ProfessionalsQuerySchema,
    responses: { '200': answer('Paged agent cards', AgentCardsSchema), ...bad },
  },
  {
    method: 'get',
    path: '/api/agents/{id}',
    tags: ['professionals'],
    summary:
      'An agent profile: url (its page), contacts, region, agencyId and agency, rating, reviewCount, services, social links, replyHours (median hours to a first reply over the last 20, null below 3)',
    query: LangQuerySchema,
    responses: { '200': answer('Agent', AgentDetailSchema), ...bad, '404': 'No such agent' },
  },
  {
    method: 'get',
    path: '/api/agencies',
    tags: ['professionals'],
    summary:
      "Agency cards with worker counts, rating and reviewCount (own and workers' projects); Sort: rating (default), newest, name; ServiceId, RegionId, Search (company or director name)",
    query: ProfessionalsQuerySchema,
    responses: { '200': answer('Paged agency cards', AgencyCardsSchema), ...bad },
  },
  {
    method: 'get',
    path: '/api/agencies/{id}',
    tags: ['professionals'],
    summary:
      'An agency: url (its page), tin, companyName, fullAddress, directorName, email, phone, rating, reviewCount, services, workers { agentId, fullName, designation, image, url }, replyHours (median hours to a first reply over the last 20, null below 3)',
    query: LangQuerySchema,
    responses: {
      '200': answer('Agency with workers', AgencyDetailSchema),
      ...bad,
      '404': 'No such agency',
    },
  },
];
