// OpenAPI operations of invitations and join requests (docs/api.md "Professionals"): a company
// invites a specialist (type 1), a specialist asks to join (type 0), the receiver answers, the
// sender withdraws, a worker leaves or is removed. Bodies and the query are the endpoints' schemas.
import { answer, type Operation } from '@/lib/openapi/document';
import { EnrollmentSchema, EnrollmentsSchema } from '@/lib/openapi/responses/professionals';
import {
  EnrollmentsQuerySchema,
  InviteBodySchema,
  JoinBodySchema,
} from '@/lib/professionals/enrollments/enrollments.schema';

const item =
  'The enrollment { id, type (0 join request, 1 invitation), status, agent { id, fullName, designation, image, url }, agency { id, companyName, image, url }, createdAt }';
const signedIn = { '401': 'Not signed in' };
const bad = { '400': 'Invalid body (fields name the wrong ones)' };
const hidden = { '404': "No such enrollment, or one the caller may not answer (someone else's)" };

export const enrollmentsOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/agent-enrollment/get-all',
    tags: ['professionals'],
    summary:
      "The caller's pending enrollments. Without AgentId/AgencyId/Type: the ones it received (an agency's join requests, an agent's invitations); metaData.totalCount is the header badge. Type narrows (an agency's type 1 are the invitations it sent)",
    query: EnrollmentsQuerySchema,
    auth: true,
    responses: {
      '200': answer(`Paged items: ${item}`, EnrollmentsSchema),
      '400': 'Invalid query',
      ...signedIn,
      '403': "AgentId or AgencyId is not the caller's own",
    },
  },
  {
    method: 'post',
    path: '/api/agent-enrollment/invite',
    tags: ['professionals'],
    summary:
      'A company (role Agency) invites a specialist; the specialist gets a short SMS or e-mail (one per pair a day)',
    body: InviteBodySchema,
    auth: true,
    responses: {
      '201': answer(item, EnrollmentSchema),
      ...bad,
      ...signedIn,
      '403': 'Not a company',
      '404': 'No such agent',
      '409': 'One is already pending for the pair, or the agent already works there',
      '429': 'Over 50 invitations today (Retry-After)',
    },
  },
  {
    method: 'post',
    path: '/api/agent-enrollment/join',
    tags: ['professionals'],
    summary:
      'A specialist (an account with an agent profile) asks to join a company; the company is notified',
    body: JoinBodySchema,
    auth: true,
    responses: {
      '201': answer(item, EnrollmentSchema),
      ...bad,
      ...signedIn,
      '403': 'No agent profile',
      '404': 'No such agency',
      '409': 'One is already pending for the pair, or the agent already works there',
      '429': 'Over 50 join requests today (Retry-After)',
    },
  },
  {
    method: 'post',
    path: '/api/agent-enrollment/{id}/accept',
    tags: ['professionals'],
    summary:
      'The receiver (the agency for type 0, the agent for type 1) accepts: the agent becomes a worker of the agency, leaving any other',
    auth: true,
    responses: {
      '200': answer(item, EnrollmentSchema),
      ...signedIn,
      ...hidden,
      '409': 'Already answered, or the agent already works there',
    },
  },
  {
    method: 'post',
    path: '/api/agent-enrollment/{id}/decline',
    tags: ['professionals'],
    summary: 'The receiver declines',
    auth: true,
    responses: {
      '200': answer(item, EnrollmentSchema),
      ...signedIn,
      ...hidden,
      '409': 'Already answered',
    },
  },
  {
    method: 'delete',
    path: '/api/agent-enrollment/{id}',
    tags: ['professionals'],
    summary: 'The sender withdraws a pending enrollment (it is deleted)',
    auth: true,
    responses: { '204': 'Withdrawn', ...signedIn, ...hidden, '409': 'Already answered' },
  },
  {
    method: 'delete',
    path: '/api/agencies/{id}/workers/{agentId}',
    tags: ['professionals'],
    summary: 'The agency removes a worker, or the agent leaves the agency',
    auth: true,
    responses: {
      '204': 'Removed',
      ...signedIn,
      '403': 'Neither that agency nor that agent',
      '404': 'No such agency, or the agent does not work there',
    },
  },
];
