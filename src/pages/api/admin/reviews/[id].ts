// DELETE /api/admin/reviews/{id}: an Admin removes a review (the owner's ratings follow). 204.
import { requireAdmin } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { endpoint } from '@/lib/http/response.server';
import { deleteReviewAsAdmin } from '@/lib/admin/dash/moderation.server';

export const DELETE = endpoint(async ({ params, locals }) => {
  const admin = requireAdmin({ locals });
  await deleteReviewAsAdmin(admin, parseId(params.id));
  return new Response(null, { status: 204 });
});
