// The one way to build project cards (project-card.ts) for every list: the catalog and GET
// /api/projects, the featured strip, the selected list, the home page, agent and agency pages and
// the estimator's similar projects. The list query itself brings each card's first image and owner
// (two correlated subqueries in `cardColumns`, evaluated only for the rows the list keeps), and
// region and district names come from the reference cache: a list is one round trip
// (docs/performance.md#session-cache; it used to be three).
import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { db, type Db, type Tx } from '@/lib/db/client.server';
import { accounts, agencies, agents, projects } from '@/lib/db/schema';
import { referenceDataWith } from '@/lib/catalog/reference-cache.server';
import { pickName, type Lang } from '@/lib/i18n/languages';
import { agencyPath, agentPath } from '@/lib/accounts/seo-path';
import { cardInScript } from './project-in-script';
import { publicProject } from './public-project.server';
import {
  projectPath,
  type NamedRef,
  type ProjectCard,
  type ProjectImage,
  type ProjectOwner,
} from './project-card';

// Written out with aliases: Drizzle leaves columns unqualified in a one-table select, where "id"
// would be ambiguous inside a subquery. Plain text, no input: nothing to escape.
/** The first image (lowest position) of the outer query's project, as JSON. */
const firstImageSql = sql<ProjectImage | null>`(select json_build_object('id', pi.id, 'width', pi.width, 'height', pi.height, 'variants', pi.variants) from project_images pi where pi.project_id = "projects"."id" order by pi.position, pi.id limit 1)`;

export type OwnerRow = {
  accountId: number;
  fullName: string;
  role: string;
  accountPhoto: string | null;
  agentId: number | null;
  agentSeo: string | null;
  agentName: string | null;
  agentPhoto: string | null;
  agencyId: number | null;
  agencySeo: string | null;
  agencyName: string | null;
  agencyPhoto: string | null;
};

/** The outer query's project owner with its agent or agency profile, as JSON (loadOwners' row). */
export const ownerSql = sql<OwnerRow | null>`(select json_build_object('accountId', oa.id, 'fullName', oa.full_name, 'role', oa.role, 'accountPhoto', oa.photo_path, 'agentId', og.id, 'agentSeo', og.seo_name, 'agentName', og.full_name, 'agentPhoto', og.photo_path, 'agencyId', oc.id, 'agencySeo', oc.seo_name, 'agencyName', oc.company_name, 'agencyPhoto', oc.photo_path) from accounts oa left join agents og on og.account_id = oa.id left join agencies oc on oc.account_id = oa.id where oa.id = "projects"."owner_account_id" limit 1)`;

/** The columns a card needs; list queries select exactly these (from `projects`, unaliased). */
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
  firstImage: firstImageSql,
  owner: ownerSql,
};

export type CardRow = Pick<
  typeof projects.$inferSelect,
  Exclude<keyof typeof cardColumns, 'firstImage' | 'owner'>
> & { firstImage: ProjectImage | null; owner: OwnerRow | null };

const unique = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];

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
  return new Map(rows.map((row) => [row.accountId, ownerFrom(row)]));
}

/** One owner as a card shows it: the agency's or agent's profile decides the name and link. */
export function ownerFrom(row: OwnerRow): ProjectOwner {
  const base = {
    accountId: row.accountId,
    fullName: row.fullName,
    ...(row.agentId !== null ? { agentId: row.agentId } : {}),
    ...(row.agencyId !== null ? { agencyId: row.agencyId } : {}),
  };
  if (row.agencyId !== null && (row.role === 'Agency' || row.agentId === null)) {
    return {
      ...base,
      kind: 'agency',
      displayName: row.agencyName ?? row.fullName,
      photo: row.agencyPhoto ?? row.accountPhoto,
      profileUrl: agencyPath({ id: row.agencyId, seoName: row.agencySeo ?? '' }),
    };
  } else if (row.agentId !== null) {
    return {
      ...base,
      kind: 'agent',
      displayName: row.agentName || row.fullName,
      photo: row.agentPhoto ?? row.accountPhoto,
      profileUrl: agentPath({ id: row.agentId, seoName: row.agentSeo ?? '' }),
    };
  } else {
    return {
      ...base,
      kind: 'user',
      displayName: row.fullName,
      photo: row.accountPhoto,
      profileUrl: null,
    };
  }
}

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

const unknownOwner = (accountId: number): ProjectOwner => ({
  accountId,
  fullName: '',
  kind: 'user',
  displayName: '',
  photo: null,
  profileUrl: null,
});

/** Card rows (in the order wanted) → cards, with the cached region and district names. */
export async function toCards(rows: CardRow[], lang: Lang): Promise<ProjectCard[]> {
  if (rows.length === 0) return [];
  const places = await placeNames(
    unique(rows.map((r) => r.regionId)),
    unique(rows.map((r) => r.districtId)),
    lang,
  );
  const cards = rows.map((row) => ({
    id: row.id,
    seoProjectCode: row.code,
    seoProjectUrl: row.seoUrl,
    url: projectPath(row),
    title: row.title,
    status: row.status,
    propertyType: row.propertyType,
    price: row.price,
    isNegotiable: row.isNegotiable,
    area: row.area,
    storeys: row.storeys,
    categoryId: row.categoryId,
    regionId: row.regionId,
    districtId: row.districtId,
    region: row.regionId !== null ? (places.regions.get(row.regionId) ?? null) : null,
    district: row.districtId !== null ? (places.districts.get(row.districtId) ?? null) : null,
    image: row.firstImage,
    owner: row.owner ? ownerFrom(row.owner) : unknownOwner(row.ownerAccountId),
    viewCount: row.viewCount,
    saveCount: row.saveCount,
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  }));
  // Titles and names people wrote, in the reader's Uzbek script (every list shows cards).
  return cards.map((card) => cardInScript(card, lang));
}

/**
 * A block of active projects' cards for a page (home page, agent and agency pages): `featured`
 * puts the flagged ones first, then the newest; `newest` orders by creation only.
 */
export async function listActiveCards(query: {
  lang: Lang;
  /** Narrows the list; only public projects (active, owner not blocked) are ever shown as cards. */
  where?: SQL | undefined;
  limit: number;
  order: 'featured' | 'newest';
}): Promise<ProjectCard[]> {
  const order =
    query.order === 'newest'
      ? [desc(projects.createdAt), desc(projects.id)]
      : [desc(projects.isFeatured), desc(projects.createdAt), desc(projects.id)];
  const rows = await db()
    .select(cardColumns)
    .from(projects)
    .where(and(publicProject, query.where))
    .orderBy(...order)
    .limit(query.limit);
  return toCards(rows, query.lang);
}

/** Cards for the given ids, in the given order (similar projects). Only public ones unless asked. */
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
        : and(inArray(projects.id, ids), publicProject),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(
    ids.map((id) => byId.get(id)).filter((r): r is CardRow => r !== undefined),
    lang,
  );
}
