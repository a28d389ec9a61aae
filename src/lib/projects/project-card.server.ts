// The one way to build project cards (project-card.ts) for every list: the catalog and GET
// /api/projects, the featured strip, the selected list, the home page, agent and agency pages and
// the estimator's similar projects. The list query itself brings each card's first image and owner
// (two correlated subqueries in `cardColumns`, evaluated only for the rows the list keeps), and
// region and district names come from the reference cache: a list is one round trip
// (docs/performance.md#session-cache; it used to be three).
import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { db, type Db, type Tx } from '@/lib/db/client.server';
import { preparedStatement } from '@/lib/db/prepared.server';
import { projects } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import { cardInScript } from './project-in-script';
import { publicProject } from './public-project.server';
import { projectPath, type ProjectCard, type ProjectImage } from './project-card';
import { ownerFrom, ownerSql, unknownOwner, type OwnerRow } from './project-owner.server';
import { placeNames } from './place-names.server';

// Written out with aliases: Drizzle leaves columns unqualified in a one-table select, where "id"
// would be ambiguous inside a subquery. Plain text, no input: nothing to escape.
/** The first image (lowest position) of the outer query's project, as JSON. */
const firstImageSql = sql<ProjectImage | null>`(select json_build_object('id', pi.id, 'width', pi.width, 'height', pi.height, 'variants', pi.variants) from project_images pi where pi.project_id = "projects"."id" order by pi.position, pi.id limit 1)`;

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
  promotedUntil: projects.promotedUntil,
  createdAt: projects.createdAt,
  firstImage: firstImageSql,
  owner: ownerSql,
};

export type CardRow = Pick<
  typeof projects.$inferSelect,
  Exclude<keyof typeof cardColumns, 'firstImage' | 'owner'>
> & { firstImage: ProjectImage | null; owner: OwnerRow | null };

const unique = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];

/** Card rows (in the order wanted) → cards, with the cached region and district names. */
export async function toCards(rows: CardRow[], lang: Lang): Promise<ProjectCard[]> {
  if (rows.length === 0) return [];
  const now = Date.now();
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
    isPromoted: row.promotedUntil !== null && row.promotedUntil.getTime() > now,
    promotedUntil: row.promotedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  // Titles and names people wrote, in the reader's Uzbek script (every list shows cards).
  return cards.map((card) => cardInScript(card, lang));
}

/**
 * A paid promotion still running (docs/payments.md): the leading key of the default orders. The
 * stored flag, not `promoted_until > now()`, so an index serves the order (projects_promoted_*
 * indexes); the promotion job clears it within a minute of the end (promotion.server.ts).
 */
export const promotedFirst = desc(projects.isPromoted);

/**
 * A block of active projects' cards for a page (home page, agent and agency pages): `featured`
 * puts the promoted ones first, then the flagged ones, then the newest; `newest` orders by
 * creation only.
 */
export async function listActiveCards(query: {
  lang: Lang;
  /** Narrows the list; only public projects (active, owner not blocked) are ever shown as cards. */
  where?: SQL | undefined;
  limit: number;
  order: 'featured' | 'newest';
}): Promise<ProjectCard[]> {
  const rows = query.where
    ? await activeCardsQuery(db(), query.order, query.where).limit(query.limit)
    : await unfilteredCards[query.order]().execute({ limit: query.limit });
  return toCards(rows, query.lang);
}

function activeCardsQuery(conn: Db, order: 'featured' | 'newest', where?: SQL) {
  return conn
    .select(cardColumns)
    .from(projects)
    .where(and(publicProject, where))
    .orderBy(
      ...(order === 'newest'
        ? [desc(projects.createdAt), desc(projects.id)]
        : [promotedFirst, desc(projects.isFeatured), desc(projects.createdAt), desc(projects.id)]),
    );
}

/** The blocks over every public project (the home page's), built once per order. */
const unfilteredCards = {
  featured: preparedStatement('active_cards_featured', (conn, name) =>
    activeCardsQuery(conn, 'featured').limit(sql.placeholder('limit')).prepare(name),
  ),
  newest: preparedStatement('active_cards_newest', (conn, name) =>
    activeCardsQuery(conn, 'newest').limit(sql.placeholder('limit')).prepare(name),
  ),
};

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
