// The one way to build project cards (project-card.ts) for every list: the catalog and GET
// /api/projects, the featured strip, the selected list, the home page, agent and agency pages and
// the estimator's similar projects. Rows of `projects` → cards with one query per kind of related
// data for the whole page (first images, region and district names, owners), never one per card: a
// page of 12 or 50 costs the same four round trips.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { db, type Db, type Tx } from '@/lib/db/client.server';
import {
  accounts,
  agencies,
  agents,
  districts,
  projectImages,
  projects,
  regions,
} from '@/lib/db/schema';
import { pickName, type Lang } from '@/lib/i18n/languages';
import { agencyPath, agentPath } from '@/lib/professionals/seo-path';
import {
  projectPath,
  type NamedRef,
  type ProjectCard,
  type ProjectImage,
  type ProjectOwner,
} from './project-card';

/** The columns a card needs; list queries select exactly these. */
export const cardColumns = {
  id: projects.id,
  code: projects.code,
  seoUrl: projects.seoUrl,
  ownerAccountId: projects.ownerAccountId,
  title: projects.title,
  status: projects.status,
  propertyType: projects.propertyType,
  price: projects.price,
  isNegotiable: projects.isNegotiable,
  area: projects.area,
  storeys: projects.storeys,
  categoryId: projects.categoryId,
  regionId: projects.regionId,
  districtId: projects.districtId,
  viewCount: projects.viewCount,
  saveCount: projects.saveCount,
  isFeatured: projects.isFeatured,
  isActive: projects.isActive,
  createdAt: projects.createdAt,
};

export type CardRow = Pick<typeof projects.$inferSelect, keyof typeof cardColumns>;

const unique = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];

/** The first image (lowest position) of each project, in one query. */
async function firstImages(
  ids: number[],
  conn: Db | Tx = db(),
): Promise<Map<number, ProjectImage>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .selectDistinctOn([projectImages.projectId], {
      projectId: projectImages.projectId,
      id: projectImages.id,
      width: projectImages.width,
      height: projectImages.height,
      variants: projectImages.variants,
    })
    .from(projectImages)
    .where(inArray(projectImages.projectId, ids))
    .orderBy(asc(projectImages.projectId), asc(projectImages.position), asc(projectImages.id));
  return new Map(
    rows.map((r) => [
      r.projectId!,
      { id: r.id, width: r.width, height: r.height, variants: r.variants },
    ]),
  );
}

/** Owners with their agent or agency profile (the profile decides the name and link), in one query. */
export async function loadOwners(
  accountIds: number[],
  conn: Db | Tx = db(),
): Promise<Map<number, ProjectOwner>> {
  if (accountIds.length === 0) return new Map();
  const rows = await conn
    .select({
      accountId: accounts.id,
      fullName: accounts.fullName,
      role: accounts.role,
      accountPhoto: accounts.photoPath,
      agentId: agents.id,
      agentSeo: agents.seoName,
      agentName: agents.fullName,
      agentPhoto: agents.photoPath,
      agencyId: agencies.id,
      agencySeo: agencies.seoName,
      agencyName: agencies.companyName,
      agencyPhoto: agencies.photoPath,
    })
    .from(accounts)
    .leftJoin(agents, sql`${agents.accountId} = ${accounts.id}`)
    .leftJoin(agencies, sql`${agencies.accountId} = ${accounts.id}`)
    .where(inArray(accounts.id, accountIds));
  const out = new Map<number, ProjectOwner>();
  for (const r of rows) {
    const base = {
      accountId: r.accountId,
      fullName: r.fullName,
      ...(r.agentId !== null ? { agentId: r.agentId } : {}),
      ...(r.agencyId !== null ? { agencyId: r.agencyId } : {}),
    };
    if (r.agencyId !== null && (r.role === 'Agency' || r.agentId === null)) {
      out.set(r.accountId, {
        ...base,
        kind: 'agency',
        displayName: r.agencyName ?? r.fullName,
        photo: r.agencyPhoto ?? r.accountPhoto,
        profileUrl: agencyPath({ id: r.agencyId, seoName: r.agencySeo ?? '' }),
      });
    } else if (r.agentId !== null) {
      out.set(r.accountId, {
        ...base,
        kind: 'agent',
        displayName: r.agentName || r.fullName,
        photo: r.agentPhoto ?? r.accountPhoto,
        profileUrl: agentPath({ id: r.agentId, seoName: r.agentSeo ?? '' }),
      });
    } else {
      out.set(r.accountId, {
        ...base,
        kind: 'user',
        displayName: r.fullName,
        photo: r.accountPhoto,
        profileUrl: null,
      });
    }
  }
  return out;
}

/** Region and district names in `lang` for the given ids (two small indexed queries). */
export async function placeNames(
  regionIds: number[],
  districtIds: number[],
  lang: Lang,
  conn: Db | Tx = db(),
) {
  const [rs, ds] = await Promise.all([
    regionIds.length === 0
      ? []
      : conn
          .select({
            id: regions.id,
            nameUz: regions.nameUz,
            nameOz: regions.nameOz,
            nameRu: regions.nameRu,
            nameEn: regions.nameEn,
          })
          .from(regions)
          .where(inArray(regions.id, regionIds)),
    districtIds.length === 0
      ? []
      : conn
          .select({
            id: districts.id,
            nameUz: districts.nameUz,
            nameOz: districts.nameOz,
            nameRu: districts.nameRu,
            nameEn: districts.nameEn,
          })
          .from(districts)
          .where(inArray(districts.id, districtIds)),
  ]);
  return {
    regions: new Map<number, NamedRef>(
      rs.map((r) => [r.id, { id: r.id, name: pickName(r, lang) }]),
    ),
    districts: new Map<number, NamedRef>(
      ds.map((d) => [d.id, { id: d.id, name: pickName(d, lang) }]),
    ),
  };
}

const unknownOwner = (accountId: number): ProjectOwner => ({
  accountId,
  fullName: '',
  kind: 'user',
  displayName: '',
  photo: null,
  profileUrl: null,
});

/** Card rows (in the order wanted) → cards, with three batched look-ups. */
export async function toCards(
  rows: CardRow[],
  lang: Lang,
  conn: Db | Tx = db(),
): Promise<ProjectCard[]> {
  if (rows.length === 0) return [];
  const [images, owners, places] = await Promise.all([
    firstImages(
      rows.map((r) => r.id),
      conn,
    ),
    loadOwners(unique(rows.map((r) => r.ownerAccountId)), conn),
    placeNames(
      unique(rows.map((r) => r.regionId)),
      unique(rows.map((r) => r.districtId)),
      lang,
      conn,
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    seoProjectCode: r.code,
    seoProjectUrl: r.seoUrl,
    url: projectPath(r),
    title: r.title,
    status: r.status,
    propertyType: r.propertyType,
    price: r.price,
    isNegotiable: r.isNegotiable,
    area: r.area,
    storeys: r.storeys,
    categoryId: r.categoryId,
    regionId: r.regionId,
    districtId: r.districtId,
    region: r.regionId !== null ? (places.regions.get(r.regionId) ?? null) : null,
    district: r.districtId !== null ? (places.districts.get(r.districtId) ?? null) : null,
    image: images.get(r.id) ?? null,
    owner: owners.get(r.ownerAccountId) ?? unknownOwner(r.ownerAccountId),
    viewCount: r.viewCount,
    saveCount: r.saveCount,
    isFeatured: r.isFeatured,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * A block of active projects' cards for a page (home page, agent and agency pages): `featured`
 * puts the flagged ones first, then the newest; `newest` orders by creation only.
 */
export async function listActiveCards(q: {
  lang: Lang;
  /** Narrows the list; only active projects are ever shown as public cards. */
  where?: SQL | undefined;
  limit: number;
  order: 'featured' | 'newest';
}): Promise<ProjectCard[]> {
  const order =
    q.order === 'newest'
      ? [desc(projects.createdAt), desc(projects.id)]
      : [desc(projects.isFeatured), desc(projects.createdAt), desc(projects.id)];
  const rows = await db()
    .select(cardColumns)
    .from(projects)
    .where(and(eq(projects.isActive, true), q.where))
    .orderBy(...order)
    .limit(q.limit);
  return toCards(rows, q.lang);
}

/** Cards for the given ids, in the given order (selected list, featured). Inactive ones only when asked. */
export async function cardsByIds(
  ids: number[],
  lang: Lang,
  opts: { includeInactive?: boolean } = {},
  conn: Db | Tx = db(),
): Promise<ProjectCard[]> {
  if (ids.length === 0) return [];
  const rows = await conn
    .select(cardColumns)
    .from(projects)
    .where(
      opts.includeInactive
        ? inArray(projects.id, ids)
        : and(inArray(projects.id, ids), sql`${projects.isActive}`),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(
    ids.map((id) => byId.get(id)).filter((r): r is CardRow => r !== undefined),
    lang,
    conn,
  );
}
