// GET /api/projects/{id}/reviews: the project's reviews, newest first, paged.
import { endpoint, json, parseQuery } from '../../../../../lib/api/http.server';
import { parseId } from '../../../../../lib/projects/authorize.server';
import { ReviewsQuerySchema } from '../../../../../lib/projects/reviews.schema';
import { listReviews } from '../../../../../lib/projects/reviews.server';

export const GET = endpoint(async ({ params, url, locals }) => {
  const projectId = parseId(params.id);
  const q = parseQuery(url, ReviewsQuerySchema);
  return json(await listReviews(projectId, locals.account, q));
});
