// A project row as both answers show it: the write side's DTO (project-dto.server.ts) and the
// read side's detail (get-project.server.ts) share the characteristics and the image list, so a new
// column or a change of order is made once.
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client.server';
import { projectImages, projects } from '@/lib/db/schema';

type Row = typeof projects.$inferSelect;

/** Description, place and every characteristic that needs no translation (ids and enum values). */
export function projectCharacteristics(project: Row) {
  return {
    description: project.description,
    address: project.address,
    city: project.city,
    state: project.state,
    zipCode: project.zipCode,
    location:
      project.latitude !== null && project.longitude !== null
        ? { latitude: project.latitude, longitude: project.longitude }
        : null,
    totalArea: project.totalArea,
    length: project.length,
    width: project.width,
    bedrooms: project.bedrooms,
    bathrooms: project.bathrooms,
    rooms: project.rooms,
    buildingAge: project.buildingAge,
    hasGarage: project.hasGarage,
    hasParking: project.hasParking,
    hasAttic: project.hasAttic,
    onlyDesign: project.onlyDesign,
    wallMaterial: project.wallMaterial,
    style: project.style,
    foundation: project.foundation,
    flooring: project.flooring,
  };
}

/** The project's images, cover first (position, then id for equal positions). */
export function loadProjectImages(tx: Db | Tx, projectId: number) {
  return tx
    .select({
      id: projectImages.id,
      width: projectImages.width,
      height: projectImages.height,
      variants: projectImages.variants,
    })
    .from(projectImages)
    .where(eq(projectImages.projectId, projectId))
    .orderBy(asc(projectImages.position), asc(projectImages.id));
}
