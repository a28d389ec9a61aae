// PUT /api/projects/{id}/reviews/mine {text, rating?}: creates (201) or updates (200) the caller's
// one review; rating is 1–5 stars, null clears them, absent keeps them.
// DELETE removes it (204; 404 when there is none). Signed out → 401.
import { endpoint, json } from '@/lib/http/response.server';
import { notFound, unauthorized } from '@/lib/http/app-error';
import { parseJson } from '@/lib/http/body.server';
import { parseId } from '@/lib/http/params';
import { ReviewBodySchema } from '@/lib/projects/reviews.schema';
import { deleteMyReview, upsertMyReview } from '@/lib/projects/reviews/reviews.server';

export const PUT = endpoint(async ({ params, request, locals }) => {
  const projectId = parseId(params.id);
  if (!locals.account) throw unauthorized();
  const body = await parseJson(request, ReviewBodySchema);
  const { review, created } = await upsertMyReview(
    projectId,
    locals.account,
    body.text,
    body.rating,
  );
  return json(review, { status: created ? 201 : 200 });
});

export const DELETE = endpoint(async ({ params, locals }) => {
  const projectId = parseId(params.id);
  if (!locals.account) throw unauthorized();
  if (!(await deleteMyReview(projectId, locals.account))) throw notFound();
  return new Response(null, { status: 204 });
});
