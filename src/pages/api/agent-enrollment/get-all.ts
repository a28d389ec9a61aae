// GET /api/agent-enrollment/get-all (AgentId, AgencyId, Type, PageNumber, PageSize, Lang, Order):
// the caller's pending enrollments; without filters the ones it received (metaData.totalCount is
// the header badge); someone else's AgentId/AgencyId → 403.
import { requireAccount } from '@/lib/auth/request.server';
import { parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { EnrollmentsQuerySchema } from '@/lib/professionals/enrollments/enrollments.schema';
import { listEnrollments } from '@/lib/professionals/enrollments/list-enrollments.server';

export const GET = endpoint(async ({ url, locals }) => {
  const caller = requireAccount({ locals });
  const q = parseQuery(url, EnrollmentsQuerySchema);
  return json(
    await listEnrollments(caller, {
      agentId: q.AgentId,
      agencyId: q.AgencyId,
      type: q.Type,
      pageNumber: q.PageNumber,
      pageSize: q.PageSize,
      order: q.Order,
    }),
  );
});
