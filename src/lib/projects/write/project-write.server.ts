// Steps shared by createProject and updateProject, all run inside the caller's transaction so a
// failure anywhere leaves nothing half-written: the references the zod schema cannot check, the
// column values, the features, the search text and the images (attached, reordered, dropped).
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { invalidInput } from '@/lib/http/app-error';
import type { Tx } from '@/lib/db/client.server';
import {
  categories,
  districts,
  projectFeatures,
  projectImages,
  projects,
  regions,
  type ImageVariant,
} from '@/lib/db/schema';
import { slugify } from '@/lib/i18n/slug';
import type { Actor } from '@/lib/projects/authorize.server';
import type { ProjectInput } from '@/lib/projects/project-form.schema';
import { buildProjectSearchText } from '@/lib/projects/search-text';

const allNames = (row: { nameUz: string; nameOz: string; nameRu: string; nameEn: string }) => [
  row.nameUz,
  row.nameOz,
  row.nameRu,
  row.nameEn,
];

/**
 * Category, region and district must exist (and the district lie in the region); the search text
 * needs their names in every language, so both are read here in one go.
 */
export async function checkReferencesAndBuildSearchText(
  tx: Tx,
  input: ProjectInput,
): Promise<string> {
  const fields: Record<string, string> = {};
  const [category] = await tx.select().from(categories).where(eq(categories.id, input.categoryId));
  if (!category || !category.isActive) fields.categoryId = 'errors:invalidValue';
  const parent =
    category && category.parentId !== 0
      ? (await tx.select().from(categories).where(eq(categories.id, category.parentId)))[0]
      : undefined;
  const [region] = await tx.select().from(regions).where(eq(regions.id, input.regionId));
  if (!region) fields.regionId = 'errors:invalidValue';
  const district =
    input.districtId === null
      ? undefined
      : (await tx.select().from(districts).where(eq(districts.id, input.districtId)))[0];
  if (input.districtId !== null && (!district || district.regionId !== input.regionId)) {
    fields.districtId = 'projectForm:errors.districtNotInRegion';
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);

  return buildProjectSearchText({
    title: input.title,
    description: input.description,
    address: input.address,
    city: input.city,
    categoryNames: [...(category ? allNames(category) : []), ...(parent ? allNames(parent) : [])],
    regionNames: region ? allNames(region) : [],
    districtNames: district ? allNames(district) : [],
  });
}

/** The editable columns (docs/api.md field names → schema.ts columns). */
export function projectColumns(input: ProjectInput) {
  return {
    seoUrl: slugify(input.title) || 'project',
    title: input.title,
    description: input.description,
    status: input.status,
    propertyType: input.propertyType,
    price: input.price,
    isNegotiable: input.isNegotiable,
    categoryId: input.categoryId,
    regionId: input.regionId,
    districtId: input.districtId,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    latitude: input.location?.latitude ?? null,
    longitude: input.location?.longitude ?? null,
    area: input.area,
    totalArea: input.totalArea,
    length: input.length,
    width: input.width,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    rooms: input.rooms,
    buildingAge: input.buildingAge,
    hasGarage: input.hasGarage,
    hasParking: input.hasParking,
    hasAttic: input.hasAttic,
    onlyDesign: input.onlyDesign,
    isActive: input.isActive,
    storeys: input.storeys,
    wallMaterial: input.wallMaterial,
    style: input.style,
    foundation: input.foundation,
    flooring: input.flooring,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    gdprConsent: input.gdprConsent,
  } satisfies Partial<typeof projects.$inferInsert>;
}

export async function replaceFeatures(
  tx: Tx,
  projectId: number,
  features: ProjectInput['features'],
) {
  await tx.delete(projectFeatures).where(eq(projectFeatures.projectId, projectId));
  if (features.length > 0) {
    await tx.insert(projectFeatures).values(features.map((feature) => ({ projectId, feature })));
  }
}

/**
 * Makes `imageIds` the project's images, in that order (position 0 = cover). An id may name an image
 * already on this project (reorder; an Admin editing keeps the owner's images) or an unattached one
 * the actor uploaded (POST /api/project-images) — never someone else's upload or another project's
 * image. Images the project had and the list omits are deleted; their variants are returned so the
 * caller removes the files after the commit (a rolled-back transaction must not lose files).
 */
export async function setProjectImages(
  tx: Tx,
  projectId: number,
  imageIds: number[],
  actor: Actor,
): Promise<ImageVariant[][]> {
  const rows = await tx
    .select({
      id: projectImages.id,
      projectId: projectImages.projectId,
      uploader: projectImages.uploaderAccountId,
      variants: projectImages.variants,
    })
    .from(projectImages)
    .where(or(eq(projectImages.projectId, projectId), inArray(projectImages.id, imageIds)))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of imageIds) {
    const r = byId.get(id);
    const usable =
      r && (r.projectId === projectId || (r.projectId === null && r.uploader === actor.id));
    if (!usable) throw invalidInput({ imageIds: 'projectForm:errors.imageUnavailable' });
  }
  for (const [position, id] of imageIds.entries()) {
    await tx
      .update(projectImages)
      .set({ projectId, position })
      .where(
        and(
          eq(projectImages.id, id),
          or(eq(projectImages.projectId, projectId), isNull(projectImages.projectId)),
        ),
      );
  }
  const keep = new Set(imageIds);
  const dropped = rows.filter((r) => r.projectId === projectId && !keep.has(r.id));
  if (dropped.length > 0) {
    await tx.delete(projectImages).where(
      inArray(
        projectImages.id,
        dropped.map((r) => r.id),
      ),
    );
  }
  return dropped.map((r) => r.variants);
}
