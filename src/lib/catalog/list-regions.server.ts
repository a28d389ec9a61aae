// Regions with their districts, names in the asked language, from the per-process reference cache
// (reference-cache.server.ts: the tables change only with a migration or the seed). Built once per
// loaded reference data and language: every /projects page and directory page asks for the tree,
// and building it again (14 regions, 209 districts filtered per region) was about 1 % of a list
// read from scratch and 12 KB of garbage a request
// (docs/performance.md#the-catalogue-total-from-the-category-counts).
import { pickName, type Lang } from '../i18n/languages';
import { referenceData, type ReferenceData } from './reference-cache.server';

export type RegionItem = {
  id: number;
  soato: number;
  name: string;
  districts: { id: number; soato: number; kind: string; name: string }[];
};

/** Per reference data (a reload is a new object) and language: shared by every caller, who only reads it. */
const built = new WeakMap<ReferenceData, Map<Lang, RegionItem[]>>();

export async function listRegions(lang: Lang): Promise<RegionItem[]> {
  const data = await referenceData();
  let byLang = built.get(data);
  if (!byLang) built.set(data, (byLang = new Map()));
  let regions = byLang.get(lang);
  if (!regions) {
    const { regions: rs, districts: ds } = data;
    regions = rs.map((region) => ({
      id: region.id,
      soato: region.soato,
      name: pickName(region, lang),
      districts: ds
        .filter((d) => d.regionId === region.id)
        .map((d) => ({ id: d.id, soato: d.soato, kind: d.kind, name: pickName(d, lang) })),
    }));
    byLang.set(lang, regions);
  }
  return regions;
}
