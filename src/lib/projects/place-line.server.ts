// The project's place as one line: address, city, district, state, region, each said once
// (join-distinct.ts). City and state are typed by the author and often repeat the district or the
// region, in the page's language or another (demo and imported projects put the district's Russian
// name in `city`): the reference names in every language tell those apart, from the cache.
import { referenceDataWith } from '@/lib/catalog/reference-cache.server';
import { joinDistinct } from '@/lib/i18n/join-distinct';
import type { ProjectDetail } from './project-detail';

type Names = { nameUz: string; nameOz: string; nameRu: string; nameEn: string };
const allNames = (row: Names | undefined) =>
  row ? [row.nameUz, row.nameOz, row.nameRu, row.nameEn] : [];

export async function projectPlaceLine(
  project: Pick<
    ProjectDetail,
    'address' | 'city' | 'state' | 'regionId' | 'districtId' | 'region' | 'district'
  >,
): Promise<string> {
  const ref = await referenceDataWith({
    regionIds: project.regionId !== null ? [project.regionId] : [],
    districtIds: project.districtId !== null ? [project.districtId] : [],
  });
  const district =
    project.districtId !== null ? ref.districtById.get(project.districtId) : undefined;
  const region = project.regionId !== null ? ref.regionById.get(project.regionId) : undefined;
  return joinDistinct(
    [
      project.address,
      project.city,
      { text: project.district?.name, aliases: allNames(district) },
      project.state,
      { text: project.region?.name, aliases: allNames(region) },
    ],
    ', ',
  );
}
