// One project for its page and GET /api/projects/{id}: every characteristic, all images in order,
// features, names in the asked language, the owner card, review count and the viewer's saved state.
// An inactive project is visible only to its owner and Admin; to everyone else it does not exist.
import { and, count, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import {
  agencies,
  agents,
  projectFeatures,
  projects,
  reviews,
  selectedProjects,
} from '@/lib/db/schema';
import { pickName, type Lang } from '@/lib/i18n/languages';
import type { SessionAccount } from '@/lib/auth/session.server';
import { loadOwners, placeNames } from '@/lib/projects/project-card.server';
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
import { loadProjectImages, projectCharacteristics } from '@/lib/projects/project-row.server';

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

type Row = typeof projects.$inferSelect;

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
async function contactOf(project: Row): Promise<ProjectDetail['contact']> {
  if (project.contactPhone && project.contactEmail)
    return { name: project.contactName, email: project.contactEmail, phone: project.contactPhone };
  const [agent] = await db()
    .select({ phone: agents.phone, email: agents.email })
    .from(agents)
    .where(eq(agents.accountId, project.ownerAccountId));
  const [agency] = agent
    ? []
    : await db()
        .select({ phone: agencies.phone, email: agencies.email })
        .from(agencies)
        .where(eq(agencies.accountId, project.ownerAccountId));
  const profile = agent ?? agency;
  return {
    name: project.contactName,
    email: project.contactEmail || profile?.email || '',
    phone: project.contactPhone || profile?.phone || '',
  };
}

async function toDetail(project: Row, viewer: Viewer, lang: Lang): Promise<ProjectDetail> {
  const [images, features, owners, places, category, contact, [reviewRow], selected] =
    await Promise.all([
      loadProjectImages(db(), project.id),
      db()
        .select({ f: projectFeatures.feature })
        .from(projectFeatures)
        .where(eq(projectFeatures.projectId, project.id)),
      loadOwners([project.ownerAccountId]),
      placeNames(
        project.regionId !== null ? [project.regionId] : [],
        project.districtId !== null ? [project.districtId] : [],
        lang,
      ),
      loadCategory(project.categoryId, lang),
      contactOf(project),
      db().select({ n: count() }).from(reviews).where(eq(reviews.projectId, project.id)),
      viewer
        ? db()
            .select({ p: selectedProjects.projectId })
            .from(selectedProjects)
            .where(
              and(
                eq(selectedProjects.accountId, viewer.id),
                eq(selectedProjects.projectId, project.id),
              ),
            )
        : Promise.resolve([]),
    ]);
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
    owner: owners.get(project.ownerAccountId) ?? {
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
    features: features.map((f) => f.f).sort((a, b) => FEATURES.indexOf(a) - FEATURES.indexOf(b)),
    images,
    category,
    contact,
    reviewCount: Number(reviewRow?.n ?? 0),
    isSelected: selected.length > 0,
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
  const [p] = await db().select().from(projects).where(eq(projects.code, code));
  return p && canSeeProject(p, viewer) ? toDetail(p, viewer, lang) : null;
}

export async function getProjectById(
  id: number,
  viewer: Viewer,
  lang: Lang,
): Promise<ProjectDetail | null> {
  const [p] = await db().select().from(projects).where(eq(projects.id, id));
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
