// Region and district names of projects in the reader's language, from the reference cache (no
// query): every card list and the detail read name a project's place with them.
import { referenceDataWith } from '@/lib/catalog/reference-cache.server';
import { pickName, type Lang } from '@/lib/i18n/languages';
import type { NamedRef } from './project-card';

/** Region and district names in `lang` for the given ids (from the reference cache, no query). */
export async function placeNames(regionIds: number[], districtIds: number[], lang: Lang) {
  const ref = await referenceDataWith({ regionIds, districtIds });
  const rs = regionIds.flatMap((id) => ref.regionById.get(id) ?? []);
  const ds = districtIds.flatMap((id) => ref.districtById.get(id) ?? []);
  return {
    regions: new Map<number, NamedRef>(
      rs.map((r) => [r.id, { id: r.id, name: pickName(r, lang) }]),
    ),
    districts: new Map<number, NamedRef>(
      ds.map((d) => [d.id, { id: d.id, name: pickName(d, lang) }]),
    ),
  };
}
