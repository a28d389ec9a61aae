// The body of PUT /api/projects/{id}/reviews/mine ({text, rating?}) and the paging of the review list.
import { z } from 'zod';
import { ListQuerySchema, pageSizeParam } from '@/lib/http/query';
import { textString } from '@/lib/validation/text';
import { REVIEW_MAX, REVIEW_MIN } from './review-limits';

export { REVIEW_MAX, REVIEW_MIN };

export const ReviewBodySchema = z.object({
  text: textString({ error: 'errors:required' })
    .trim()
    .min(1, 'errors:required')
    .min(REVIEW_MIN, 'projects:errors.reviewTooShort')
    .max(REVIEW_MAX, 'projects:errors.reviewTooLong'),
  // Optional stars: a whole number 1–5; null clears them, leaving it out keeps what the review had.
  rating: z
    .number({ error: 'projects:errors.reviewRating' })
    .int('projects:errors.reviewRating')
    .min(1, 'projects:errors.reviewRating')
    .max(5, 'projects:errors.reviewRating')
    .nullable()
    .optional(),
});

export const ReviewsQuerySchema = ListQuerySchema.pick({ PageNumber: true, Lang: true }).extend({
  PageSize: pageSizeParam(20),
});
