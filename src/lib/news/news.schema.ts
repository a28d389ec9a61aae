// Query of GET /api/news and /api/life-hacks: the list query of docs/api.md, newest first unless asked.
import { z } from 'zod';
import { ListQuerySchema, orderParam } from '@/lib/http/query';

export const ArticleListQuerySchema = ListQuerySchema.extend({
  Order: orderParam('desc'),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;

/** News list pages use ?page=; anything that is not a positive integer is page 1. */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get('page');
  const n = raw && /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
  return n;
}
