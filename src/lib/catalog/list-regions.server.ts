// Regions with their districts, names in the asked language (two queries, cached per process:
// the table changes only with a migration or the seed).
import { asc } from 'drizzle-orm';
import { db } from '../db/client.server';
import { districts, regions } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';

export type RegionItem = {
  id: number;
  soato: number;
  name: string;
  districts: { id: number; soato: number; kind: string; name: string }[];
};

type Cache = {
  regions: (typeof regions.$inferSelect)[];
  districts: (typeof districts.$inferSelect)[];
};
let cache: { at: number; data: Cache } | undefined;
const TTL_MS = 5 * 60_000;

async function load(): Promise<Cache> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.data;
  const [regionRows, districtRows] = await Promise.all([
    db().select().from(regions).orderBy(asc(regions.sortOrder), asc(regions.id)),
    db().select().from(districts).orderBy(asc(districts.id)),
  ]);
  cache = { at: Date.now(), data: { regions: regionRows, districts: districtRows } };
  return cache.data;
}

export function clearRegionCache() {
  cache = undefined;
}

export async function listRegions(lang: Lang): Promise<RegionItem[]> {
  const { regions: rs, districts: ds } = await load();
  return rs.map((region) => ({
    id: region.id,
    soato: region.soato,
    name: pickName(region, lang),
    districts: ds
      .filter((d) => d.regionId === region.id)
      .map((d) => ({ id: d.id, soato: d.soato, kind: d.kind, name: pickName(d, lang) })),
  }));
}
