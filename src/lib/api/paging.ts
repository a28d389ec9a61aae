// The list query of api.md: PageNumber (from 1), PageSize (1–50), Lang, Order. Messages are
// translation keys, answered in the request's language.
import { z } from 'zod';
import { LANGS, type Lang } from '../i18n/languages';

export const PageNumber = z.coerce
  .number({ error: 'errors:invalidNumber' })
  .int('errors:invalidNumber')
  .min(1, 'errors:invalidNumber')
  .max(100_000, 'errors:invalidNumber');

export const ListQuerySchema = z.object({
  PageNumber: PageNumber.default(1),
  PageSize: z.coerce
    .number({ error: 'errors:pageSize' })
    .int('errors:pageSize')
    .min(1, 'errors:pageSize')
    .max(50, 'errors:pageSize')
    .default(50),
  Lang: z.enum(LANGS, { error: 'errors:lang' }).optional(),
  Order: z.enum(['asc', 'desc'], { error: 'errors:invalidEnum' }).default('asc'),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export type Paged<T> = {
  items: T[];
  metaData: { totalCount: number; pageNumber: number; pageSize: number };
};

export function paged<T>(all: T[], q: { PageNumber: number; PageSize: number }): Paged<T> {
  const start = (q.PageNumber - 1) * q.PageSize;
  return {
    items: all.slice(start, start + q.PageSize),
    metaData: { totalCount: all.length, pageNumber: q.PageNumber, pageSize: q.PageSize },
  };
}

export function langOf(q: { Lang?: Lang | undefined }, fallback: Lang): Lang {
  return q.Lang ?? fallback;
}
