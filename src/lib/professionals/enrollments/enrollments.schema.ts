// Bodies and the list query of /api/agent-enrollment/* (docs/api.md "Professionals"). The query keeps
// the product's original names (AgentId, AgencyId, Type) next to the shared list query.
import { z } from 'zod';
import { ListQuerySchema } from '@/lib/http/query';
import type { EnrollmentType } from './enrollment-dto';

const INT4_MAX = 2_147_483_647;

const idNumber = () =>
  z
    .number({ error: 'errors:invalidNumber' })
    .int('errors:invalidNumber')
    .min(1, 'errors:invalidNumber')
    .max(INT4_MAX, 'errors:invalidNumber');

/** A positive int4 id in a JSON body: a number, or its digits as a string (never `true` → 1). */
const BodyId = z.preprocess(
  (v) => (typeof v === 'string' && /^[0-9]{1,10}$/.test(v) ? Number(v) : v),
  idNumber(),
);
/** The same in a query string. */
const QueryId = z.coerce.number({ error: 'errors:invalidNumber' }).pipe(idNumber());

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
