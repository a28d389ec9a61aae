// What the profile forms ("My profile", /agents/create) choose from: the regions, the districts of
// the account's own region only, and the active services as a tree, in the page's language.
// The other regions' districts are fetched by the form when one is chosen (PlaceFields): shipping
// every region's 200-odd districts made the editor's props most of the page's bytes, serialised
// and compressed on every request (docs/performance.md#account-pages).
import type { Lang } from '@/lib/i18n/languages';
import { listRegions } from '@/lib/catalog/list-regions.server';
import { listServices } from '@/lib/catalog/catalog-trees.server';
import { referenceData, type ReferenceData } from '@/lib/catalog/reference-cache.server';
import { constantIslandProp } from '@/lib/i18n/island-constants';
import type { RegionOption, ServiceOption } from '@/lib/catalog/form-choices';

type Options = { regions: RegionOption[]; services: ServiceOption[] };

// The options are made from the reference data alone, so they are made once per reference load,
// language and chosen region, and registered as constant island props: Astro then serialises them
// once, not on every request. An admin write reloads the reference data (a new object), and with it
// the options.
const made = new WeakMap<ReferenceData, Map<string, Options>>();

export async function loadProfileFormOptions(
  lang: Lang,
  regionId: number | null,
): Promise<Options> {
  const data = await referenceData();
  let byKey = made.get(data);
  if (!byKey) made.set(data, (byKey = new Map()));
  const key = `${lang}:${regionId ?? ''}`;
  const kept = byKey.get(key);
  if (kept) return kept;
  const [regionRows, serviceRows] = await Promise.all([
    listRegions(lang),
    listServices({ lang, PageNumber: 1, PageSize: 50, Order: 'asc', includeInactive: false }),
  ]);
  const options: Options = {
    regions: constantIslandProp(
      regionRows.map((r) =>
        r.id === regionId
          ? {
              id: r.id,
              name: r.name,
              districts: r.districts.map((d) => ({ id: d.id, name: d.name })),
            }
          : { id: r.id, name: r.name },
      ),
    ),
    services: constantIslandProp(
      serviceRows.items.map((s) => ({
        id: s.id,
        name: s.name,
        subServices: s.subServices.map((x) => ({ id: x.id, name: x.name })),
      })),
    ),
  };
  byKey.set(key, options);
  return options;
}
