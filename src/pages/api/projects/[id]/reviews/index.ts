// GET /api/projects/{id}/reviews: the project's reviews, newest first, paged.
import { endpoint, json } from '@/lib/http/response.server';
import { parseQuery } from '@/lib/http/query';
import { parseId } from '@/lib/http/params';
import { ReviewsQuerySchema } from '@/lib/projects/reviews.schema';
import { listReviews } from '@/lib/projects/reviews/reviews.server';
import { reviewInScript } from '@/lib/projects/project-in-script';

export const GET = endpoint(async ({ params, url, locals }) => {
  const projectId = parseId(params.id);
  const q = parseQuery(url, ReviewsQuerySchema);
  const lang = q.Lang ?? locals.lang;
  const page = await listReviews(projectId, locals.account, q);
  // Uzbek review texts in the asked script (docs/performance.md#user-text-in-the-readers-script).
  return json({ ...page, items: page.items.map((r) => reviewInScript(r, lang)) });
});
