// GET /api/user/verify (docs/product.md §7): the session of the Authorization header (or cookie) →
// { id, fullName, userRole } plus the role lookups of docs/product.md §6 (agentId, agencyId, photo).
import { endpoint, json } from '@/lib/http/response.server';
import { requireAccount } from '@/lib/auth/request.server';

export const GET = endpoint((ctx) => {
  const account = requireAccount(ctx);
  return json(
    {
      id: account.id,
      fullName: account.fullName,
      userRole: account.role,
      agentId: account.agentId,
      agencyId: account.agencyId,
      image: { imagePath: account.photoPath },
      isPro: account.isPro,
      proUntil: account.proUntil?.toISOString() ?? null,
    },
    { headers: { 'cache-control': 'private, no-store' } },
  );
});
