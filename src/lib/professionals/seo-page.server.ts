// The `{seoName}~{id}` pages of one record (/agent/…, /agency/…): the number finds the record, a
// wrong or old name part answers 301 to the canonical path, a non-number or an unknown id 404.
import { parseSeoParam } from '@/lib/http/params';

export type SeoPage<T> =
  | { kind: 'notFound' }
  | { kind: 'redirect'; path: string }
  | { kind: 'page'; item: T; path: string };

export async function resolveSeoPage<T>(
  raw: string | undefined,
  load: (id: number) => Promise<T | null>,
  slugOf: (item: T) => string,
  pathOf: (item: T) => string,
): Promise<SeoPage<T>> {
  const seo = parseSeoParam(raw);
  const item = seo ? await load(seo.id) : null;
  if (!seo || !item) return { kind: 'notFound' };
  const path = pathOf(item);
  return seo.name === slugOf(item) ? { kind: 'page', item, path } : { kind: 'redirect', path };
}
