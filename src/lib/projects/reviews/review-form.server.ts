// The review form's own post to the project page (docs/decisions/014): the same body schema and
// use case as PUT /api/projects/{id}/reviews/mine; `rating` comes as a radio's value ('' = none).
import type { AstroGlobal } from 'astro';
import { formPost, type FormOutcome } from '@/lib/http/form-post.server';
import { ReviewBodySchema } from '@/lib/projects/reviews.schema';
import type { Viewer } from '@/lib/projects/public-project.server';
import { upsertMyReview } from './reviews.server';

export function reviewFromForm(
  ctx: Pick<AstroGlobal, 'request' | 'locals' | 'response'>,
  projectId: number,
  viewer: Viewer,
): Promise<FormOutcome<{ created: boolean }>> {
  return formPost(
    ctx,
    ReviewBodySchema,
    async ({ text, rating }) => ({
      created: (await upsertMyReview(projectId, viewer, text, rating)).created,
    }),
    { numbers: ['rating'] },
  );
}
