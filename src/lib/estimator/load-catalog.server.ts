// Reads what the estimator trains on: the active projects (only the columns it uses) and the rates
// table, plus a cheap "version" of both, so the server retrains only when something changed.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client.server';
import { constructionRates, projects } from '@/lib/db/schema';
import type { CatalogProject, Rate } from '@/lib/estimator/model/types';

const STOREYS = { single: 1, two: 2, three: 3, moreThanThree: 4 } as const;

export async function loadCatalog(db: Db): Promise<{ projects: CatalogProject[]; rates: Rate[] }> {
  const rows = await db
    .select({
      id: projects.id,
      code: projects.code,
      seoUrl: projects.seoUrl,
      price: projects.price,
      status: projects.status,
      propertyType: projects.propertyType,
      onlyDesign: projects.onlyDesign,
      area: projects.area,
      totalArea: projects.totalArea,
      length: projects.length,
      width: projects.width,
      bedrooms: projects.bedrooms,
      bathrooms: projects.bathrooms,
      storeys: projects.storeys,
      wallMaterial: projects.wallMaterial,
      style: projects.style,
      foundation: projects.foundation,
      hasGarage: projects.hasGarage,
      hasAttic: projects.hasAttic,
      regionId: projects.regionId,
    })
    .from(projects)
    .where(eq(projects.isActive, true))
    .orderBy(asc(projects.id));
  const rates = await db
    .select({
      wallMaterial: constructionRates.wallMaterial,
      finishingLevel: constructionRates.finishingLevel,
      regionId: constructionRates.regionId,
      ratePerM2: constructionRates.ratePerM2,
    })
    .from(constructionRates)
    .orderBy(asc(constructionRates.id));
  return {
    projects: rows.map((row) => ({
      ...row,
      // totalArea is the floor area of all storeys; older listings may only have `area`.
      area: row.totalArea > 0 ? row.totalArea : row.area,
      storeys: STOREYS[row.storeys],
      length: row.length > 0 ? row.length : null,
      width: row.width > 0 ? row.width : null,
    })),
    rates,
  };
}

/**
 * Changes when a project is added, edited, (de)activated or deleted, or a rate is edited:
 * the newest updated_at and the counts of both tables.
 */
export async function catalogVersion(db: Db): Promise<string> {
  const [p] = await db
    .select({
      n: sql<number>`count(*) filter (where ${projects.isActive})::int`,
      all: sql<number>`count(*)::int`,
      at: sql<string | null>`max(${projects.updatedAt})::text`,
    })
    .from(projects);
  const [r] = await db
    .select({
      n: sql<number>`count(*)::int`,
      at: sql<string | null>`max(${constructionRates.updatedAt})::text`,
      sum: sql<string | null>`sum(${constructionRates.ratePerM2})::text`,
    })
    .from(constructionRates);
  return [p?.n, p?.all, p?.at, r?.n, r?.at, r?.sum].join('|');
}
