// GET /api/user/verify (docs/product.md §7): the session of the Authorization header (or cookie) →
// { id, fullName, userRole } plus the role lookups of docs/product.md §6 (agentId, agencyId, photo).
import { endpoint, json } from '@/lib/http/response.server';
import { requireAccount } from '@/lib/auth/request.server';

export const GET = endpoint((ctx) => {
  const a = requireAccount(ctx);
  return json(
    {
      id: a.id,
      fullName: a.fullName,
      userRole: a.role,
      agentId: a.agentId,
      agencyId: a.agencyId,
      image: { imagePath: a.photoPath },
      isPro: a.isPro,
      proUntil: a.proUntil?.toISOString() ?? null,
    },
    { headers: { 'cache-control': 'private, no-store' } },
  );
});
