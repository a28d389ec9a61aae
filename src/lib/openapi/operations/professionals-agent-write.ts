// The agent profile's write side (docs/api.md, Professionals): create one's own agent card, and
// edit it (owner or Admin). Bodies are the schemas the endpoints and the form parse with.
import { answer, type Operation } from '@/lib/openapi/document';
import { AgentDetailSchema } from '@/lib/openapi/responses/professionals';
import {
  CreateAgentSchema,
  UpdateAgentSchema,
} from '@/lib/professionals/agent-profile/agent-profile.schema';

const bad = {
  '400':
    'Invalid body (fields name the wrong ones: designation 3–100, phone, country from the list, district of the region, active services, gdprConsent)',
};

export const professionalsAgentWriteOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/agents',
    tags: ['professionals'],
    summary:
      "Create the signed-in account's agent profile (/agents/create): a User becomes an Agent, an Admin keeps Admin; the account's region, district, address, about, services and social links are kept in step",
    body: CreateAgentSchema,
    auth: true,
    responses: {
      '201': answer('The agent (as GET /api/agents/{id})', AgentDetailSchema),
      ...bad,
      '401': 'Not signed in',
      '403': 'A company (Agency) account',
      '409': 'conflict: the account already has an agent profile',
    },
  },
  {
    method: 'put',
    path: '/api/agents/{id}',
    tags: ['professionals'],
    summary:
      "Edit an agent profile (its owner or an Admin), and with it the owner's own profile; fullName and specialistType are optional",
    body: UpdateAgentSchema,
    auth: true,
    responses: {
      '200': answer('The agent (as GET /api/agents/{id})', AgentDetailSchema),
      ...bad,
      '401': 'Not signed in',
      '403': "Someone else's agent profile",
      '404': 'No such agent (or its account is blocked)',
    },
  },
];
