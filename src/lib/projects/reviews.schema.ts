// The body of PUT /api/projects/{id}/reviews/mine and the paging of the review list.
import { z } from 'zod';
import { ListQuerySchema } from '@/lib/http/query';
import { textString } from '@/lib/validation/text';
import { REVIEW_MAX, REVIEW_MIN } from './review-limits';

export { REVIEW_MAX, REVIEW_MIN };

export const ReviewBodySchema = z.object({
  text: textString({ error: 'errors:required' })
    .trim()
    .min(1, 'errors:required')
    .min(REVIEW_MIN, 'projects:errors.reviewTooShort')
    .max(REVIEW_MAX, 'projects:errors.reviewTooLong'),
});

export const ReviewsQuerySchema = ListQuerySchema.pick({ PageNumber: true, Lang: true }).extend({
  PageSize: z.coerce
    .number({ error: 'errors:pageSize' })
    .int('errors:pageSize')
    .min(1, 'errors:pageSize')
    .max(50, 'errors:pageSize')
    .default(20),
});
