// The reference tables every page reads — categories, services, regions, districts — held in memory
// per process: tens to a few hundred rows that change only through the admin catalog screens (or a
// migration). Before, each page asked for them again: the categories and services for the home page
// and the catalog's menu, region and district names for every list of cards, the category of a
// project detail (docs/performance.md#render).
//
// Invalidation: an admin write drops it with the other public caches, in this process at once and
// in the others on its notification (src/lib/cache/cache-bus.server.ts: `dropPublicCaches`). An id
// a page needs that is not here (a row added by another process whose notification is still on its
// way) makes one reload rather than show a project without its category. Ids come from rows whose
// foreign keys point at these tables, so a miss means a newer row and never repeats after it.
import { asc } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { categories, districts, regions, services } from '@/lib/db/schema';
import { addTags, currentScope, gatherTags } from '@/lib/db/read-tags.server';

export type CategoryRow = typeof categories.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type RegionRow = typeof regions.$inferSelect;
export type DistrictRow = typeof districts.$inferSelect;

export type ReferenceData = {
  /** Ordered by sortOrder, id (as every list shows them); inactive rows included. */
  categories: CategoryRow[];
  services: ServiceRow[];
  regions: RegionRow[];
  districts: DistrictRow[];
  categoryById: Map<number, CategoryRow>;
  regionById: Map<number, RegionRow>;
  districtById: Map<number, DistrictRow>;
};

/** The data and the tables it was read from: those are told to every caller, so cached markup
 * drawn from it knows them (src/lib/db/read-tags.server.ts). */
let loading: Promise<{ data: ReferenceData; tags: string[] }> | undefined;

async function load(): Promise<ReferenceData> {
  const conn = db();
  const [categoryRows, serviceRows, regionRows, districtRows] = await Promise.all([
    conn.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    conn.select().from(services).orderBy(asc(services.sortOrder), asc(services.id)),
    conn.select().from(regions).orderBy(asc(regions.sortOrder), asc(regions.id)),
    conn.select().from(districts).orderBy(asc(districts.id)),
  ]);
  return {
    categories: categoryRows,
    services: serviceRows,
    regions: regionRows,
    districts: districtRows,
    categoryById: new Map(categoryRows.map((r) => [r.id, r])),
    regionById: new Map(regionRows.map((r) => [r.id, r])),
    districtById: new Map(districtRows.map((r) => [r.id, r])),
  };
}

/** The reference tables; four queries on the first call after a start or an admin write. */
export function referenceData(): Promise<ReferenceData> {
  if (!loading) {
    const started = gatherTags(load).then(({ value, scope }) => ({
      data: value,
      tags: [...scope.tags],
    }));
    loading = started;
    // A failed load is not kept: the next request tries again.
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
  }
  const caller = currentScope();
  return loading.then(({ data, tags }) => {
    addTags(caller, tags);
    return data;
  });
}

/** The reference data, reloaded first when one of the wanted ids is missing from it. */
export async function referenceDataWith(want: {
  categoryIds?: (number | null)[];
  regionIds?: (number | null)[];
  districtIds?: (number | null)[];
}): Promise<ReferenceData> {
  const data = await referenceData();
  const missing = (ids: (number | null)[] | undefined, map: Map<number, unknown>) =>
    (ids ?? []).some((id) => id !== null && !map.has(id));
  if (
    missing(want.categoryIds, data.categoryById) ||
    missing(want.regionIds, data.regionById) ||
    missing(want.districtIds, data.districtById)
  ) {
    clearReferenceCache();
    return referenceData();
  }
  return data;
}

export function clearReferenceCache(): void {
  loading = undefined;
}
