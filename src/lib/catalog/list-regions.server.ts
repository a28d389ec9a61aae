// Regions with their districts, names in the asked language, from the per-process reference cache
// (reference-cache.server.ts: the tables change only with a migration or the seed).
import { pickName, type Lang } from '../i18n/languages';
import { referenceData } from './reference-cache.server';

export type RegionItem = {
  id: number;
  soato: number;
  name: string;
  districts: { id: number; soato: number; kind: string; name: string }[];
};

export async function listRegions(lang: Lang): Promise<RegionItem[]> {
  const { regions: rs, districts: ds } = await referenceData();
  return rs.map((region) => ({
    id: region.id,
    soato: region.soato,
    name: pickName(region, lang),
    districts: ds
      .filter((d) => d.regionId === region.id)
      .map((d) => ({ id: d.id, soato: d.soato, kind: d.kind, name: pickName(d, lang) })),
  }));
}
