// DELETE /api/projects/{id}: the owner (PRO or not: taking one's own listing down never needs a
// subscription) or an Admin. The rows go in one transaction (features, images, reviews, selections
// and views cascade); the image files are removed after the commit, so a failed delete loses nothing.
// Its reviews' stars leave the owner's agent and agency ratings in the same transaction. An Admin's
// delete is an admin write (docs/api.md "Admin"): rate-limited, audited in the same transaction, and
// the public caches dropped at once.
import { eq } from 'drizzle-orm';
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { projectImages, projects } from '@/lib/db/schema';
import { removeImage, type FileStorage } from '@/lib/uploads/storage.server';
import { refreshRatingsOfOwners } from '@/lib/projects/reviews/ratings.server';
import {
  isAdmin,
  loadProjectForChange,
  requireActor,
  type Actor,
} from '@/lib/projects/authorize.server';
import { limitAdminWrite } from '@/lib/rate-limit/admin-limit.server';
import { writeAudit } from '@/lib/audit/audit.server';
import { dropPublicCaches, publicDataChanged } from '@/lib/cache/cache-bus.server';

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
  const asAdmin = isAdmin(a);
  if (asAdmin) await limitAdminWrite(a.id, 'delete');
  const images = await db.transaction(async (tx) => {
    const project = await loadProjectForChange(tx, projectId, a, { needsPro: false });
    const rows = await tx
      .select({ variants: projectImages.variants })
      .from(projectImages)
      .where(eq(projectImages.projectId, projectId));
    const [gone] = await tx
      .delete(projects)
      .where(eq(projects.id, projectId))
      .returning({ title: projects.title, code: projects.code });
    await refreshRatingsOfOwners(tx, [project.ownerAccountId]);
    if (asAdmin) {
      await writeAudit(tx, a.id, {
        action: 'project.delete',
        entity: 'project',
        entityId: projectId,
        before: { title: gone!.title, code: gone!.code, ownerAccountId: project.ownerAccountId },
        after: null,
      });
      await publicDataChanged(tx);
    }
    return rows;
  });
  if (asAdmin) dropPublicCaches();
  for (const img of images) await removeImage(img.variants, store);
}
