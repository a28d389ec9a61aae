// What the profile forms ("My profile", /agents/create) choose from: regions with their districts,
// and the active services as a tree, in the page's language.
import type { Lang } from '@/lib/i18n/languages';
import { listRegions } from '@/lib/catalog/list-regions.server';
import { listServices } from '@/lib/catalog/catalog-trees.server';
import type { RegionOption, ServiceOption } from '@/lib/catalog/form-choices';

export async function loadProfileFormOptions(
  lang: Lang,
): Promise<{ regions: RegionOption[]; services: ServiceOption[] }> {
  const [regionRows, serviceRows] = await Promise.all([
    listRegions(lang),
    listServices({ lang, PageNumber: 1, PageSize: 50, Order: 'asc', includeInactive: false }),
  ]);
  return {
    regions: regionRows.map((r) => ({
      id: r.id,
      name: r.name,
      districts: r.districts.map((d) => ({ id: d.id, name: d.name })),
    })),
    services: serviceRows.items.map((s) => ({
      id: s.id,
      name: s.name,
      subServices: s.subServices.map((x) => ({ id: x.id, name: x.name })),
    })),
  };
}
