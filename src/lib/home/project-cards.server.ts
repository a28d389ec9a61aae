// Project cards for any list of active projects (home, agent and agency pages): one query for the
// projects with owner and region, one for all their first images — never a query per card.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, projectImages, projects, regions } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';
import type { CardImage, ProjectCardData } from './project-card';

export type ProjectCardQuery = {
  lang: Lang;
  /** Extra condition; only active projects are ever shown as public cards. */
  where?: SQL | undefined;
  limit: number;
  offset?: number;
  /** featured: featured first, then newest; newest: by creation date. */
  order?: 'featured' | 'newest';
};

/** The first image (lowest position) of each project, in one query. */
export async function firstImages(projectIds: number[]): Promise<Map<number, CardImage>> {
  const out = new Map<number, CardImage>();
  if (projectIds.length === 0) return out;
  const rows = await db()
    .selectDistinctOn([projectImages.projectId], {
      projectId: projectImages.projectId,
      variants: projectImages.variants,
      width: projectImages.width,
      height: projectImages.height,
    })
    .from(projectImages)
    .where(inArray(projectImages.projectId, projectIds))
    .orderBy(asc(projectImages.projectId), asc(projectImages.position), asc(projectImages.id));
  for (const r of rows) {
    if (r.projectId !== null && r.variants.length > 0)
      out.set(r.projectId, { variants: r.variants, width: r.width, height: r.height });
  }
  return out;
}

export async function listProjectCards(q: ProjectCardQuery): Promise<ProjectCardData[]> {
  const order =
    q.order === 'newest'
      ? [desc(projects.createdAt), desc(projects.id)]
      : [desc(projects.isFeatured), desc(projects.createdAt), desc(projects.id)];
  const rows = await db()
    .select({
      id: projects.id,
      code: projects.code,
      seoUrl: projects.seoUrl,
      title: projects.title,
      price: projects.price,
      isNegotiable: projects.isNegotiable,
      status: projects.status,
      area: projects.area,
      storeys: projects.storeys,
      ownerName: accounts.fullName,
      region: regions,
    })
    .from(projects)
    .innerJoin(accounts, eq(accounts.id, projects.ownerAccountId))
    .leftJoin(regions, eq(regions.id, projects.regionId))
    .where(and(eq(projects.isActive, true), q.where))
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset ?? 0);
  const images = await firstImages(rows.map((r) => r.id));
  return rows.map((r) => ({
    code: r.code,
    seoUrl: r.seoUrl,
    title: r.title,
    price: r.price,
    isNegotiable: r.isNegotiable,
    status: r.status,
    area: r.area,
    storeys: r.storeys,
    ownerName: r.ownerName,
    regionName: r.region ? pickName(r.region, q.lang) : null,
    image: images.get(r.id) ?? null,
  }));
}
