// One project for its page and GET /api/projects/{id}: every characteristic, all images in order,
// features, names in the asked language, the owner card, review count and the viewer's saved state.
// An inactive project, or one whose owner is blocked, is visible only to its owner and Admin; to
// everyone else it does not exist (docs/product.md §6; a blocked owner cannot sign in anyway). One
// query brings the row with its images, features, owner, profile contact and review count
// (correlated subqueries as JSON): one round trip instead of seven
// (docs/performance.md#session-cache). That row is the same for every viewer, so it is kept by the
// read cache until one of its tables is written (docs/performance.md#read-cache); the viewer's
// saved state comes from their marks (viewer-marks.server.ts).
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { cachedRead } from '@/lib/cache/read-cache.server';
import type { Db } from '@/lib/db/client.server';
import { preparedStatement } from '@/lib/db/prepared.server';
import { projects } from '@/lib/db/schema';
import { pickName, type Lang } from '@/lib/i18n/languages';
import { ownerFrom, ownerSql, unknownOwner } from '@/lib/projects/project-owner.server';
import { placeNames } from '@/lib/projects/place-names.server';
import { viewerMarks, type ViewerMarks } from '@/lib/projects/read/viewer-marks.server';
import { referenceDataWith } from '@/lib/catalog/reference-cache.server';
import { categoryPath, projectPath, type ProjectImage } from '@/lib/projects/project-card';
import type { ProjectDetail } from '@/lib/projects/project-detail';
import { FEATURES, type Feature } from '@/lib/projects/labels';
import { projectCharacteristics } from '@/lib/projects/project-row.server';
import { canSeeProject, ownerNotBlocked, type Viewer } from '@/lib/projects/public-project.server';
import { accountNotBlocked } from '@/lib/accounts/public-owner.server';
import {
  firstReviewsSql,
  reviewRowsOf,
  type ReviewRow,
} from '@/lib/projects/reviews/reviews.server';

/**
 * The project row and what its page shows beside it, in one statement (the same for every viewer);
 * `firstReviews`: the page's first reviews too (the page's statement), or null (the API's).
 */
function detailQuery(conn: Db, where: SQL, firstReviews: SQL<unknown[] | null> = sql`null`) {
  // Aliased and qualified: Drizzle leaves columns unqualified in a one-table select.
  const profile = (table: 'agents' | 'agencies') =>
    sql.raw(
      `(select json_build_object('phone', x.phone, 'email', x.email) from ${table} x where x.account_id = "projects"."owner_account_id" limit 1)`,
    );
  return conn
    .select({
      ...getTableColumns(projects),
      imageList: sql<
        ProjectImage[]
      >`coalesce((select json_agg(json_build_object('id', pi.id, 'width', pi.width, 'height', pi.height, 'variants', pi.variants) order by pi.position, pi.id) from project_images pi where pi.project_id = "projects"."id"), '[]'::json)`,
      featureList: sql<
        Feature[]
      >`coalesce((select json_agg(pf.feature) from project_features pf where pf.project_id = "projects"."id"), '[]'::json)`,
      ownerRow: ownerSql,
      ownerPublic: sql<boolean>`${ownerNotBlocked}`,
      // The agent profile's phone and e-mail, else the agency's (contactOf).
      profileContact: sql<{
        phone: string | null;
        email: string | null;
      } | null>`coalesce(${profile('agents')}, ${profile('agencies')})`,
      // The reviews the page lists: a blocked author's are not shown (reviews.server.ts).
      reviewTotal:
        sql<number>`(select count(*) from reviews r where r.project_id = "projects"."id" and ${accountNotBlocked(sql.raw('r.account_id'))})`.mapWith(
          Number,
        ),
      firstReviews,
    })
    .from(projects)
    .where(where);
}

type Row = Awaited<ReturnType<typeof detailQuery>>[number];

/** Built once (docs/performance.md#pages-read-from-scratch): only the code or id changes. */
const detailByCode = preparedStatement('project_detail_by_code', (conn, name) =>
  detailQuery(conn, eq(projects.code, sql.placeholder('value')), firstReviewsSql).prepare(name),
);
const detailById = preparedStatement('project_detail_by_id', (conn, name) =>
  detailQuery(conn, eq(projects.id, sql.placeholder('value'))).prepare(name),
);

/** The row for a code or an id, from the read cache while its tables are unchanged. */
function detailRow(by: 'code' | 'id', value: string | number): Promise<Row | undefined> {
  return cachedRead(`project:${by}:${value}`, async () => {
    const [row] =
      by === 'code'
        ? await detailByCode().execute({ value: String(value) })
        : await detailById().execute({ value: Number(value) });
    return row;
  });
}

async function loadCategory(
  categoryId: number | null,
  lang: Lang,
): Promise<ProjectDetail['category']> {
  if (categoryId === null) return null;
  const { categoryById } = await referenceDataWith({ categoryIds: [categoryId] });
  const category = categoryById.get(categoryId);
  if (!category) return null;
  const parent = category.parentId !== 0 ? categoryById.get(category.parentId) : undefined;
  const ref = (r: typeof category) => ({
    id: r.id,
    name: pickName(r, lang),
    seoUrl: r.seoUrl,
    url: categoryPath(r),
  });
  return { ...ref(category), parent: parent ? ref(parent) : null };
}

/** Phone and e-mail of the project, else of the owner's public agent or agency profile. */
function contactOf(project: Row): ProjectDetail['contact'] {
  const profile = project.contactPhone && project.contactEmail ? null : project.profileContact;
  return {
    name: project.contactName,
    email: project.contactEmail || profile?.email || '',
    phone: project.contactPhone || profile?.phone || '',
  };
}

async function toDetail(project: Row, viewer: Viewer, lang: Lang): Promise<ProjectDetail> {
  const [places, category, isSelected] = await Promise.all([
    placeNames(
      project.regionId !== null ? [project.regionId] : [],
      project.districtId !== null ? [project.districtId] : [],
      lang,
    ),
    loadCategory(project.categoryId, lang),
    viewer ? viewerMarks(viewer.id).then((m) => m.saved.has(project.id)) : false,
  ]);
  const features = project.featureList;
  return {
    id: project.id,
    seoProjectCode: project.code,
    seoProjectUrl: project.seoUrl,
    url: projectPath(project),
    title: project.title,
    status: project.status,
    propertyType: project.propertyType,
    price: project.price,
    isNegotiable: project.isNegotiable,
    area: project.area,
    storeys: project.storeys,
    categoryId: project.categoryId,
    regionId: project.regionId,
    districtId: project.districtId,
    region: project.regionId !== null ? (places.regions.get(project.regionId) ?? null) : null,
    district:
      project.districtId !== null ? (places.districts.get(project.districtId) ?? null) : null,
    owner: project.ownerRow ? ownerFrom(project.ownerRow) : unknownOwner(project.ownerAccountId),
    viewCount: project.viewCount,
    saveCount: project.saveCount,
    isFeatured: project.isFeatured,
    isActive: project.isActive,
    isPromoted: project.promotedUntil !== null && project.promotedUntil > new Date(),
    promotedUntil: project.promotedUntil?.toISOString() ?? null,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    ...projectCharacteristics(project),
    features: [...features].sort((a, b) => FEATURES.indexOf(a) - FEATURES.indexOf(b)),
    images: project.imageList,
    category,
    contact: contactOf(project),
    reviewCount: project.reviewTotal,
    isSelected,
    canManage: !!viewer && (viewer.id === project.ownerAccountId || viewer.role === 'Admin'),
    ownerBlocked: !project.ownerPublic,
  };
}

/**
 * The project behind a page URL's code as every viewer sees it (not saved, not theirs), with what
 * decides who may see it; null when there is none. `projectForViewer` adds the viewer's part, so a
 * page can keep this for every visitor (detail-page.server.ts).
 */
export type PublicProject = {
  /** canSeeProject's inputs. */
  visibility: { isActive: boolean; ownerPublic: boolean; ownerAccountId: number };
  promotedUntil: Date | null;
  detail: ProjectDetail;
  /** The first page of its reviews (listReviews takes them instead of reading them again). */
  firstReviews: ReviewRow[];
};

export async function getPublicProjectByCode(
  code: string,
  lang: Lang,
): Promise<PublicProject | null> {
  if (!code || code.length > 64) return null;
  const p = await detailRow('code', code);
  if (!p) return null;
  return {
    visibility: {
      isActive: p.isActive,
      ownerPublic: p.ownerPublic,
      ownerAccountId: p.ownerAccountId,
    },
    promotedUntil: p.promotedUntil,
    detail: await toDetail(p, null, lang),
    firstReviews: reviewRowsOf(p.firstReviews ?? []),
  };
}

/**
 * `project` as `viewer` sees it, or null when they may not (inactive, or its owner blocked).
 * `marks`: the viewer's (viewerMarks), read by the caller beside the project; null for a visitor.
 */
export function projectForViewer<D extends ProjectDetail>(
  project: Omit<PublicProject, 'detail' | 'firstReviews'> & { detail: D },
  viewer: Viewer,
  marks: ViewerMarks | null,
): D | null {
  const { visibility, promotedUntil, detail } = project;
  if (!canSeeProject(visibility, viewer)) return null;
  return {
    ...detail,
    // Read now, not when the project was kept: a promotion ends at its time.
    isPromoted: promotedUntil !== null && promotedUntil > new Date(),
    isSelected: !!viewer && !!marks?.saved.has(detail.id),
    canManage: !!viewer && (viewer.id === visibility.ownerAccountId || viewer.role === 'Admin'),
  };
}

/** The project behind a page URL's code, or null (missing, or inactive and the viewer may not see it). */
export async function getProjectByCode(
  code: string,
  viewer: Viewer,
  lang: Lang,
): Promise<ProjectDetail | null> {
  const [found, marks] = await Promise.all([
    getPublicProjectByCode(code, lang),
    viewer ? viewerMarks(viewer.id) : null,
  ]);
  return found && projectForViewer(found, viewer, marks);
}

export async function getProjectById(
  id: number,
  viewer: Viewer,
  lang: Lang,
): Promise<ProjectDetail | null> {
  const p = await detailRow('id', id);
  return p && canSeeProject(p, viewer) ? toDetail(p, viewer, lang) : null;
}
