// The project as the write endpoints answer it (docs/api.md "Project fields and their values" plus the
// read-only fields) and as the edit form is filled: ids and enum values, no translated names.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client.server';
import {
  accounts,
  agencies,
  agents,
  projectFeatures,
  projects,
  type ImageVariant,
} from '@/lib/db/schema';
import type { ProjectInput } from './project-form.schema';
import { loadProjectImages, projectCharacteristics } from './project-row.server';

export type ProjectImageDto = {
  id: number;
  width: number;
  height: number;
  variants: ImageVariant[];
};

export type ProjectDto = Omit<ProjectInput, 'imageIds' | 'gdprConsent'> & {
  gdprConsent: boolean;
  id: number;
  seoProjectCode: string;
  seoProjectUrl: string;
  owner: { accountId: number; fullName: string; agentId?: number; agencyId?: number };
  images: ProjectImageDto[];
  imageIds: number[];
  viewCount: number;
  saveCount: number;
  createdAt: string;
  updatedAt: string;
};

export async function loadProjectDto(tx: Db | Tx, projectId: number): Promise<ProjectDto | null> {
  const [row] = await tx
    .select({
      p: projects,
      ownerName: accounts.fullName,
      agentId: agents.id,
      agencyId: agencies.id,
    })
    .from(projects)
    .innerJoin(accounts, eq(accounts.id, projects.ownerAccountId))
    .leftJoin(agents, eq(agents.accountId, projects.ownerAccountId))
    .leftJoin(agencies, eq(agencies.accountId, projects.ownerAccountId))
    .where(eq(projects.id, projectId));
  if (!row) return null;
  const { p: project } = row;
  const [features, images] = await Promise.all([
    tx
      .select({ f: projectFeatures.feature })
      .from(projectFeatures)
      .where(eq(projectFeatures.projectId, projectId)),
    loadProjectImages(tx, projectId),
  ]);
  return {
    id: project.id,
    seoProjectCode: project.code,
    seoProjectUrl: project.seoUrl,
    title: project.title,
    status: project.status,
    propertyType: project.propertyType,
    price: project.price,
    isNegotiable: project.isNegotiable,
    categoryId: project.categoryId ?? 0,
    regionId: project.regionId ?? 0,
    districtId: project.districtId,
    area: project.area,
    isActive: project.isActive,
    storeys: project.storeys,
    ...projectCharacteristics(project),
    features: features.map((f) => f.f),
    contactName: project.contactName,
    contactEmail: project.contactEmail,
    contactPhone: project.contactPhone,
    gdprConsent: project.gdprConsent,
    owner: {
      accountId: project.ownerAccountId,
      fullName: row.ownerName,
      ...(row.agentId !== null ? { agentId: row.agentId } : {}),
      ...(row.agencyId !== null ? { agencyId: row.agencyId } : {}),
    },
    images,
    imageIds: images.map((i) => i.id),
    viewCount: project.viewCount,
    saveCount: project.saveCount,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
