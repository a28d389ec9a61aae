// One project for its page and GET /api/projects/{id}: every characteristic, all images in order,
// features, names in the asked language, the owner card, review count and the viewer's saved state.
// An inactive project is visible only to its owner and Admin; to everyone else it does not exist.
// One query brings the row with its images, features, owner, profile contact, review count and the
// viewer's saved state (correlated subqueries as JSON): one round trip instead of seven
// (docs/decisions/018-session-cache.md).
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { pickName, type Lang } from '@/lib/i18n/languages';
import type { SessionAccount } from '@/lib/auth/session.server';
import { ownerFrom, ownerSql, placeNames } from '@/lib/projects/project-card.server';
import { referenceDataWith } from '@/lib/catalog/reference-cache.server';
import {
  categoryPath,
  projectPath,
  type NamedRef,
  type ProjectCard,
  type ProjectImage,
} from '@/lib/projects/project-card';
import {
  FEATURES,
  type Feature,
  type Flooring,
  type Foundation,
  type Style,
  type WallMaterial,
} from '@/lib/projects/labels';
import { projectCharacteristics } from '@/lib/projects/project-row.server';

export type Viewer = Pick<SessionAccount, 'id' | 'role'> | null | undefined;

export type ProjectDetail = Omit<ProjectCard, 'image'> & {
  description: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  location: { latitude: number; longitude: number } | null;
  totalArea: number;
  length: number;
  width: number;
  bedrooms: number;
  bathrooms: number;
  rooms: number;
  buildingAge: number | null;
  hasGarage: boolean;
  hasParking: boolean;
  hasAttic: boolean;
  onlyDesign: boolean;
  wallMaterial: WallMaterial;
  style: Style;
  foundation: Foundation;
  /** null: not chosen (not shown) */
  flooring: Flooring | null;
  features: Feature[];
  images: ProjectImage[];
  category:
    | (NamedRef & {
        seoUrl: string;
        url: string;
        parent: (NamedRef & { seoUrl: string; url: string }) | null;
      })
    | null;
  contact: { name: string; email: string; phone: string };
  reviewCount: number;
  isSelected: boolean;
  /** The viewer owns it or is Admin (edit link, inactive notice). */
  canManage: boolean;
  updatedAt: string;
};

function canSeeProject(
  project: { isActive: boolean; ownerAccountId: number },
  viewer: Viewer,
): boolean {
  return (
    project.isActive ||
    (!!viewer && (viewer.id === project.ownerAccountId || viewer.role === 'Admin'))
  );
}

/** The project row and what its page shows beside it, for `viewer`, in one statement. */
function detailQuery(viewer: Viewer, where: SQL) {
  // Aliased and qualified: Drizzle leaves columns unqualified in a one-table select.
  const profile = (table: 'agents' | 'agencies') =>
    sql.raw(
      `(select json_build_object('phone', x.phone, 'email', x.email) from ${table} x where x.account_id = "projects"."owner_account_id" limit 1)`,
    );
  return db()
    .select({
      ...getTableColumns(projects),
      imageList: sql<
        ProjectImage[]
      >`coalesce((select json_agg(json_build_object('id', pi.id, 'width', pi.width, 'height', pi.height, 'variants', pi.variants) order by pi.position, pi.id) from project_images pi where pi.project_id = "projects"."id"), '[]'::json)`,
      featureList: sql<
        Feature[]
      >`coalesce((select json_agg(pf.feature) from project_features pf where pf.project_id = "projects"."id"), '[]'::json)`,
      ownerRow: ownerSql,
      // The agent profile's phone and e-mail, else the agency's (contactOf).
      profileContact: sql<{
        phone: string | null;
        email: string | null;
      } | null>`coalesce(${profile('agents')}, ${profile('agencies')})`,
      reviewTotal:
        sql<number>`(select count(*) from reviews r where r.project_id = "projects"."id")`.mapWith(
          Number,
        ),
      selected: viewer
        ? sql<boolean>`exists (select 1 from selected_projects sp where sp.account_id = ${viewer.id} and sp.project_id = "projects"."id")`
        : sql<boolean>`false`,
    })
    .from(projects)
    .where(where);
}

type Row = Awaited<ReturnType<typeof detailQuery>>[number];

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
  const [places, category] = await Promise.all([
    placeNames(
      project.regionId !== null ? [project.regionId] : [],
      project.districtId !== null ? [project.districtId] : [],
      lang,
    ),
    loadCategory(project.categoryId, lang),
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
    owner: (project.ownerRow && ownerFrom(project.ownerRow)) ?? {
      accountId: project.ownerAccountId,
      fullName: '',
      kind: 'user',
      displayName: '',
      photo: null,
      profileUrl: null,
    },
    viewCount: project.viewCount,
    saveCount: project.saveCount,
    isFeatured: project.isFeatured,
    isActive: project.isActive,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    ...projectCharacteristics(project),
    features: [...features].sort((a, b) => FEATURES.indexOf(a) - FEATURES.indexOf(b)),
    images: project.imageList,
    category,
    contact: contactOf(project),
    reviewCount: project.reviewTotal,
    isSelected: project.selected,
    canManage: !!viewer && (viewer.id === project.ownerAccountId || viewer.role === 'Admin'),
  };
}

/** The project behind a page URL's code, or null (missing, or inactive and the viewer may not see it). */
export async function getProjectByCode(
  code: string,
  viewer: Viewer,
  lang: Lang,
): Promise<ProjectDetail | null> {
  if (!code || code.length > 64) return null;
  const [p] = await detailQuery(viewer, eq(projects.code, code));
  return p && canSeeProject(p, viewer) ? toDetail(p, viewer, lang) : null;
}

export async function getProjectById(
  id: number,
  viewer: Viewer,
  lang: Lang,
): Promise<ProjectDetail | null> {
  const [p] = await detailQuery(viewer, eq(projects.id, id));
  return p && canSeeProject(p, viewer) ? toDetail(p, viewer, lang) : null;
}

/** Only the visibility facts (reviews and the selected list check these before writing). */
export async function visibleProject(
  id: number,
  viewer: Viewer,
): Promise<{ id: number; ownerAccountId: number; isActive: boolean } | null> {
  const [project] = await db()
    .select({
      id: projects.id,
      ownerAccountId: projects.ownerAccountId,
      isActive: projects.isActive,
    })
    .from(projects)
    .where(eq(projects.id, id));
  return project && canSeeProject(project, viewer) ? project : null;
}
