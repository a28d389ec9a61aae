// The orders of the agents and agencies directories (`Sort=` of GET /api/agents, /api/agencies and
// of the directory pages): `rating` (the default) puts the best rated first, the one rated by more
// reviews first among equals; `newest` the latest registered; `name` alphabetical. `Order` (asc by
// default) breaks the remaining ties by registration order, as it always has.
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const PROFESSIONAL_SORTS = ['rating', 'newest', 'name'] as const;
export type ProfessionalsSort = (typeof PROFESSIONAL_SORTS)[number];
export const DEFAULT_SORT: ProfessionalsSort = 'rating';

export function isProfessionalsSort(value: unknown): value is ProfessionalsSort {
  return (PROFESSIONAL_SORTS as readonly unknown[]).includes(value);
}

export function professionalsOrder(
  cols: {
    rating: AnyColumn;
    reviewCount: AnyColumn;
    createdAt: AnyColumn;
    id: AnyColumn;
    name: AnyColumn;
  },
  sort: ProfessionalsSort = DEFAULT_SORT,
  order: 'asc' | 'desc' = 'asc',
): SQL[] {
  const tie = order === 'desc' ? desc(cols.id) : asc(cols.id);
  switch (sort) {
    case 'newest':
      return [desc(cols.createdAt), desc(cols.id)];
    case 'name':
      return [asc(sql`lower(${cols.name})`), tie];
    default:
      return [desc(cols.rating), desc(cols.reviewCount), tie];
  }
}
