// Project images: uploads before the project exists (the create form uploads first, then sends
// imageIds), uploads straight onto a project, and removal. Every file goes through saveImage
// (docs/decisions/007-uploads.md: type from magic bytes, sharp re-encode, no EXIF/GPS, AVIF + WebP).
// Decoding takes seconds, so it happens before any transaction: no lock is held while sharp works,
// and files of an upload whose row was never written are removed again.
import { and, count, eq, isNull, max } from 'drizzle-orm';
import { AppError } from '@/lib/http/app-error';
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { projectImages } from '@/lib/db/schema';
import { removeImage, saveImage, type FileStorage } from '@/lib/uploads/storage.server';
import {
  assertCanAddProjects,
  loadProjectForChange,
  type Actor,
} from '@/lib/projects/authorize.server';
import { notFound } from '@/lib/http/app-error';
import type { ProjectImageDto } from '@/lib/projects/project-dto.server';
import { MAX_IMAGES, MIN_IMAGES } from '@/lib/projects/project-form.schema';

/**
 * Widths of project images: phone, tablet, desktop and full-screen gallery, and 960 because
 * a full-width card on a 360–412 px phone at DPR 1.75–2.6 needs 700–1000 px, and without
 * it the browser took 1280 for the first card (the LCP of /projects). Older images get it from
 * project-images.variants.server.ts.
 */
export const PROJECT_IMAGE_WIDTHS = [320, 640, 960, 1280, 1920];
const PROJECT_IMAGE_PREFIX = 'projects';
/**
 * Unattached uploads one account may hold: a form needs at most 20, a few abandoned forms more.
 * Without a cap, a script with one PRO account could fill the disk before the daily sweep.
 */
const MAX_PENDING_UPLOADS = 60;

type Common = { actor: Actor | null; buffer: Buffer; db?: Db; store?: FileStorage };

async function storeFile(buffer: Buffer, store?: FileStorage) {
  return saveImage(buffer, {
    prefix: PROJECT_IMAGE_PREFIX,
    widths: PROJECT_IMAGE_WIDTHS,
    ...(store ? { store } : {}),
  });
}

/** POST /api/project-images: an image owned by the uploader, attached later by imageIds. */
export async function uploadPendingImage({
  actor,
  buffer,
  db = defaultDb(),
  store,
}: Common): Promise<ProjectImageDto> {
  const owner = assertCanAddProjects(actor);
  const [pending] = await db
    .select({ n: count() })
    .from(projectImages)
    .where(and(isNull(projectImages.projectId), eq(projectImages.uploaderAccountId, owner.id)));
  if ((pending?.n ?? 0) >= MAX_PENDING_UPLOADS) {
    throw new AppError(
      429,
      'rate_limited',
      'projectForm:errors.tooManyUploads',
      { file: 'projectForm:errors.tooManyUploads' },
      3600,
    );
  }
  const saved = await storeFile(buffer, store);
  try {
    const [row] = await db
      .insert(projectImages)
      .values({
        projectId: null,
        uploaderAccountId: owner.id,
        width: saved.width,
        height: saved.height,
        variants: saved.variants,
      })
      .returning({ id: projectImages.id });
    return { id: row!.id, width: saved.width, height: saved.height, variants: saved.variants };
  } catch (e) {
    await removeImage(saved.variants, store);
    throw e;
  }
}

const tooMany = () =>
  new AppError(400, 'validation_failed', 'projectForm:errors.imagesMax', {
    file: 'projectForm:errors.imagesMax',
  });

/** POST /api/projects/{id}/images: appended after the last image (the cover stays the cover). */
export async function addProjectImage({
  actor,
  projectId,
  buffer,
  db = defaultDb(),
  store,
}: Common & { projectId: number }): Promise<ProjectImageDto> {
  const owner = assertCanAddProjects(actor);
  // Checked before the slow decode so a refused caller costs nothing, and again in the transaction.
  await loadProjectForChange(db, projectId, owner, { needsPro: true });
  const saved = await storeFile(buffer, store);
  try {
    return await db.transaction(async (tx) => {
      await loadProjectForChange(tx, projectId, owner, { needsPro: true });
      const [agg] = await tx
        .select({ n: count(), last: max(projectImages.position) })
        .from(projectImages)
        .where(eq(projectImages.projectId, projectId));
      if ((agg?.n ?? 0) >= MAX_IMAGES) throw tooMany();
      const [row] = await tx
        .insert(projectImages)
        .values({
          projectId,
          uploaderAccountId: owner.id,
          position: (agg?.last ?? -1) + 1,
          width: saved.width,
          height: saved.height,
          variants: saved.variants,
        })
        .returning({ id: projectImages.id });
      return { id: row!.id, width: saved.width, height: saved.height, variants: saved.variants };
    });
  } catch (e) {
    await removeImage(saved.variants, store);
    throw e;
  }
}

/** DELETE /api/projects/{id}/images/{imageId}: the row goes in a transaction, then its files. */
export async function deleteProjectImage({
  actor,
  projectId,
  imageId,
  db = defaultDb(),
  store,
}: Omit<Common, 'buffer'> & { projectId: number; imageId: number }): Promise<void> {
  const a = assertCanAddProjects(actor);
  const variants = await db.transaction(async (tx) => {
    await loadProjectForChange(tx, projectId, a, { needsPro: true });
    const rows = await tx
      .select({ id: projectImages.id, variants: projectImages.variants })
      .from(projectImages)
      .where(eq(projectImages.projectId, projectId))
      .for('update');
    const target = rows.find((r) => r.id === imageId);
    if (!target) throw notFound();
    // A project always has a cover: the last image is replaced through the form, not deleted.
    if (rows.length <= MIN_IMAGES) {
      throw new AppError(400, 'validation_failed', 'projectForm:errors.imagesMin', {
        imageIds: 'projectForm:errors.imagesMin',
      });
    }
    await tx.delete(projectImages).where(eq(projectImages.id, imageId));
    return target.variants;
  });
  await removeImage(variants, store);
}
