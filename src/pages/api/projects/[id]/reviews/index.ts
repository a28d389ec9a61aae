// GET /api/projects/{id}/reviews: the project's reviews, newest first, paged.
import { endpoint, json } from '@/lib/http/response.server';
import { parseQuery } from '@/lib/http/query';
import { parseId } from '@/lib/http/params';
import { ReviewsQuerySchema } from '@/lib/projects/reviews.schema';
import { listReviews } from '@/lib/projects/reviews/reviews.server';

export const GET = endpoint(async ({ params, url, locals }) => {
  const projectId = parseId(params.id);
  const q = parseQuery(url, ReviewsQuerySchema);
  return json(await listReviews(projectId, locals.account, q));
});
