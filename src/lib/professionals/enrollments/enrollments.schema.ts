// Bodies and the list query of /api/agent-enrollment/* (docs/api.md "Professionals"). The query keeps
// the product's original names (AgentId, AgencyId, Type) next to the shared list query.
import { z } from 'zod';
import { ListQuerySchema } from '@/lib/http/query';
import { bodyId, idParam } from '@/lib/validation/ids';
import type { EnrollmentType } from './enrollment-dto';

const BodyId = bodyId();
const QueryId = idParam();

export const InviteBodySchema = z.object({ agentId: BodyId });
export type InviteBody = z.infer<typeof InviteBodySchema>;

export const JoinBodySchema = z.object({ agencyId: BodyId });
export type JoinBody = z.infer<typeof JoinBodySchema>;

export const EnrollmentsQuerySchema = ListQuerySchema.extend({
  AgentId: QueryId.optional(),
  AgencyId: QueryId.optional(),
  Type: z
    .enum(['0', '1'], { error: 'errors:invalidEnum' })
    .transform((v) => Number(v) as EnrollmentType)
    .optional(),
});
export type EnrollmentsQuery = z.infer<typeof EnrollmentsQuerySchema>;
