// Six specialists for the home page: the best rated agents of active (not blocked) accounts.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { preparedStatement } from '@/lib/db/prepared.server';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { accounts, agents, regions } from '@/lib/db/schema';
import { pickName, type Lang } from '@/lib/i18n/languages';
import { inReaderScript } from '@/lib/i18n/translit-user';

export type HomeSpecialist = {
  id: number;
  seoName: string;
  fullName: string;
  designation: string;
  photo: string | null;
  regionName: string | null;
  rating: number;
  reviewCount: number;
};

/** Kept by the read cache until an agent, account or region changes (docs/performance.md#read-cache). */
export function homeSpecialists(lang: Lang, limit = 6): Promise<HomeSpecialist[]> {
  return cachedRead(`home:specialists:${lang}:${limit}`, () => readSpecialists(lang, limit));
}

/** Built once (docs/performance.md#pages-read-from-scratch): only the limit changes. */
const specialistsStatement = preparedStatement('home_specialists', (conn, name) =>
  conn
    .select({
      id: agents.id,
      seoName: agents.seoName,
      fullName: agents.fullName,
      designation: agents.designation,
      photo: agents.photoPath,
      rating: agents.rating,
      reviewCount: agents.reviewCount,
      region: regions,
    })
    .from(agents)
    .innerJoin(accounts, eq(accounts.id, agents.accountId))
    .leftJoin(regions, eq(regions.id, agents.regionId))
    .where(eq(accounts.isBlocked, false))
    // Photos first: a row of initials makes a poor showcase.
    .orderBy(
      sql`${agents.photoPath} is null`,
      desc(agents.rating),
      desc(agents.reviewCount),
      asc(agents.id),
    )
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

async function readSpecialists(lang: Lang, limit: number): Promise<HomeSpecialist[]> {
  const rows = await specialistsStatement().execute({ limit });
  return rows.map((row) => ({
    id: row.id,
    seoName: row.seoName,
    fullName: inReaderScript(row.fullName, lang),
    designation: inReaderScript(row.designation, lang),
    photo: row.photo,
    regionName: row.region ? pickName(row.region, lang) : null,
    rating: row.rating,
    reviewCount: row.reviewCount,
  }));
}
