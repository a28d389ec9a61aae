// A project row as both answers show it: the write side's DTO (project-dto.server.ts) and the
// read side's detail (get-project.server.ts) share the characteristics and the image list, so a new
// column or a change of order is made once.
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client.server';
import { projectImages, projects } from '@/lib/db/schema';

type Row = typeof projects.$inferSelect;

/** Description, place and every characteristic that needs no translation (ids and enum values). */
export function projectCharacteristics(p: Row) {
  return {
    description: p.description,
    address: p.address,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    location:
      p.latitude !== null && p.longitude !== null
        ? { latitude: p.latitude, longitude: p.longitude }
        : null,
    totalArea: p.totalArea,
    length: p.length,
    width: p.width,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    rooms: p.rooms,
    buildingAge: p.buildingAge,
    hasGarage: p.hasGarage,
    hasParking: p.hasParking,
    hasAttic: p.hasAttic,
    onlyDesign: p.onlyDesign,
    wallMaterial: p.wallMaterial,
    style: p.style,
    foundation: p.foundation,
    flooring: p.flooring,
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
