// Reference data every installation needs: regions and districts (SOATO), the project catalog, the
// services and the estimator's base rates. Safe to run on every start:
// - regions and districts are upserted by SOATO code (nobody edits them in the app);
// - categories, services and rates are inserted once (marker in app_state), because the admin owns
//   them afterwards: a re-run must neither undo an edit nor bring back something the admin deleted.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.server';
import {
  appState,
  categories,
  constructionRates,
  districts,
  regions,
  services,
} from '../db/schema';
import { latinToCyrillic } from '../i18n/translit';
import regionData from './catalog/uz-regions.json' with { type: 'json' };
import { CATEGORIES, type CatalogItem } from './catalog/categories';
import { SERVICES } from './catalog/services';
import {
  nationalRates,
  REGIONAL_MULTIPLIERS,
  regionalRates,
} from '@/lib/estimator/construction-rates';

export const CATALOG_MARKER = 'reference_catalog_seeded';

type RegionJson = {
  soato: number;
  name: { uz: string; oz: string; ru: string; en: string };
  districts: { soato: number; kind: string; name: { uz: string; oz: string; ru: string } }[];
};

/**
 * English name of a district: the Latin name with "district" or "city". The Uzbek suffix decides
 * when present ("… tumani" / "… shahri"), else the `kind` field: the data marks a few city districts
 * (Davlatobod, Yangi Namangan, Gʻozgʻon) as kind "city" while their names and Russian say district.
 */
export function englishDistrictName(uz: string, kind: string): string {
  const m = /^(.*?)\s+(tumani|shahri)$/.exec(uz.trim());
  if (m) return `${m[1]} ${m[2] === 'tumani' ? 'district' : 'city'}`;
  return `${uz.trim()} ${kind === 'city' ? 'city' : 'district'}`;
}

const excluded = (col: string) => sql.raw(`excluded.${col}`);

async function seedRegions(tx: Tx) {
  const data = (regionData as { regions: RegionJson[] }).regions;
  const rows = await tx
    .insert(regions)
    .values(
      data.map((r, i) => ({
        soato: r.soato,
        nameUz: r.name.uz,
        nameOz: r.name.oz,
        nameRu: r.name.ru,
        nameEn: r.name.en,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoUpdate({
      target: regions.soato,
      set: {
        nameUz: excluded('name_uz'),
        nameOz: excluded('name_oz'),
        nameRu: excluded('name_ru'),
        nameEn: excluded('name_en'),
        sortOrder: excluded('sort_order'),
      },
    })
    .returning({ id: regions.id, soato: regions.soato });
  const regionId = new Map(rows.map((r) => [r.soato, r.id]));
  await tx
    .insert(districts)
    .values(
      data.flatMap((r) =>
        r.districts.map((d) => ({
          regionId: regionId.get(r.soato)!,
          soato: d.soato,
          kind: d.kind,
          nameUz: d.name.uz,
          nameOz: d.name.oz,
          nameRu: d.name.ru,
          nameEn: englishDistrictName(d.name.uz, d.kind),
        })),
      ),
    )
    .onConflictDoUpdate({
      target: districts.soato,
      set: {
        regionId: excluded('region_id'),
        kind: excluded('kind'),
        nameUz: excluded('name_uz'),
        nameOz: excluded('name_oz'),
        nameRu: excluded('name_ru'),
        nameEn: excluded('name_en'),
      },
    });
}

async function seedTree(tx: Tx, table: typeof categories | typeof services, items: CatalogItem[]) {
  const row = (item: CatalogItem, parentId: number, sortOrder: number) => ({
    parentId,
    seoUrl: item.seoUrl,
    sortOrder,
    isActive: item.isActive ?? true,
    nameUz: item.uz,
    nameOz: latinToCyrillic(item.uz),
    nameRu: item.ru,
    nameEn: item.en,
  });
  for (const [i, item] of items.entries()) {
    await tx
      .insert(table)
      .values(row(item, 0, i + 1))
      .onConflictDoNothing({ target: table.seoUrl });
    const [parent] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.seoUrl, item.seoUrl));
    const children = item.children ?? [];
    if (parent && children.length > 0) {
      await tx
        .insert(table)
        .values(children.map((c, j) => row(c, parent.id, j + 1)))
        .onConflictDoNothing({ target: table.seoUrl });
    }
  }
}

async function seedRates(tx: Tx) {
  // NULL region ids never conflict in a unique index, so presence is checked instead of ON CONFLICT.
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(constructionRates);
  if (n > 0) return;
  await tx.insert(constructionRates).values(nationalRates().map((r) => ({ ...r, regionId: null })));
  for (const { soato, multiplier } of REGIONAL_MULTIPLIERS) {
    const [region] = await tx
      .select({ id: regions.id })
      .from(regions)
      .where(eq(regions.soato, soato));
    if (region)
      await tx
        .insert(constructionRates)
        .values(regionalRates(multiplier).map((r) => ({ ...r, regionId: region.id })));
  }
}

export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedRegions(tx);
    const [marker] = await tx.select().from(appState).where(eq(appState.key, CATALOG_MARKER));
    if (marker) return;
    await seedTree(tx, categories, CATEGORIES);
    await seedTree(tx, services, SERVICES);
    await seedRates(tx);
    await tx
      .insert(appState)
      .values({ key: CATALOG_MARKER, value: { at: new Date().toISOString() } })
      .onConflictDoNothing();
  });
}
