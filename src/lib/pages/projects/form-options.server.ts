// What the create and edit pages pass to the form: the category tree and the regions with their
// districts (names in the page's language), and the owner's contacts to start the contact fields with.
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts } from '@/lib/db/schema';
import { listCategories } from '@/lib/catalog/catalog-trees.server';
import { listRegions } from '@/lib/catalog/list-regions.server';
import type { Lang } from '@/lib/i18n/languages';
import { REGION_CENTRES } from '@/lib/catalog/uzbekistan-geo';
import { tileUrlTemplate } from '@/lib/platform/map-tiles.server';

export type ProjectFormOptions = {
  categories: { id: number; name: string; subCategories: { id: number; name: string }[] }[];
  regions: {
    id: number;
    name: string;
    /** The region's centre [lat, lng], where the map picker starts without a point (null: unknown). */
    centre: [number, number] | null;
    districts: { id: number; name: string }[];
  }[];
  /** MAP_TILE_URL, for the map picker. */
  tileUrl: string;
};

export async function loadProjectFormOptions(lang: Lang): Promise<ProjectFormOptions> {
  const [cats, regions] = await Promise.all([
    listCategories({ lang, PageNumber: 1, PageSize: 10_000, Order: 'asc' }),
    listRegions(lang),
  ]);
  // Only ids and names travel to the browser: the island's props are part of the page's HTML.
  return {
    categories: cats.items.map((c) => ({
      id: c.id,
      name: c.name,
      subCategories: c.subCategories.map((s) => ({ id: s.id, name: s.name })),
    })),
    regions: regions.map((r) => ({
      id: r.id,
      name: r.name,
      centre: REGION_CENTRES[r.soato] ?? null,
      districts: r.districts.map((d) => ({ id: d.id, name: d.name })),
    })),
    tileUrl: tileUrlTemplate(),
  };
}

/** The account's own name, phone and e-mail: most owners answer buyers themselves. */
export async function loadContactDefaults(
  accountId: number,
): Promise<{ contactName: string; contactPhone: string; contactEmail: string }> {
  const [account] = await db()
    .select({ fullName: accounts.fullName, phone: accounts.phone, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return {
    contactName: account?.fullName ?? '',
    contactPhone: account?.phone ?? '',
    contactEmail: account?.email ?? '',
  };
}
