// DELETE /api/projects/{id}: the owner (PRO or not: taking one's own listing down never needs a
// subscription) or an Admin. The rows go in one transaction (features, images, reviews, selections
// and views cascade); the image files are removed after the commit, so a failed delete loses nothing.
// Its reviews' stars leave the owner's agent and agency ratings in the same transaction.
import { eq } from 'drizzle-orm';
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { projectImages, projects } from '@/lib/db/schema';
import { removeImage, type FileStorage } from '@/lib/uploads/storage.server';
import { refreshRatingsOfOwners } from '@/lib/professionals/ratings.server';
import { loadProjectForChange, requireActor, type Actor } from '@/lib/projects/authorize.server';

export async function deleteProject({
  actor,
  projectId,
  db = defaultDb(),
  store,
}: {
  actor: Actor | null;
  projectId: number;
  db?: Db;
  store?: FileStorage;
}): Promise<void> {
  const a = requireActor(actor);
  const images = await db.transaction(async (tx) => {
    const project = await loadProjectForChange(tx, projectId, a, { needsPro: false });
    const rows = await tx
      .select({ variants: projectImages.variants })
      .from(projectImages)
      .where(eq(projectImages.projectId, projectId));
    await tx.delete(projects).where(eq(projects.id, projectId));
    await refreshRatingsOfOwners(tx, [project.ownerAccountId]);
    return rows;
  });
  for (const img of images) await removeImage(img.variants, store);
}
