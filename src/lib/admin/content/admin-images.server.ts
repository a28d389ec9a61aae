// POST /api/admin/images: an image for a news item or life hack, uploaded before the article is
// saved. There is no table of standalone images (and no schema change for this work), so the
// upload reuses the pending-upload rows of project images (project_images with projectId NULL,
// owned by the uploader — the same pipeline, checks and daily sweep of abandoned uploads as the
// project form): `imageId` is that row's id. Saving an article takes the row over: the article
// keeps the image's path (news/lifeHacks.imagePath, the largest WebP, see media-key.ts
// imagePathOf) and the row is deleted, so the sweep never touches an image an article uses.
import { and, eq, isNull } from 'drizzle-orm';
import { db as defaultDb, type Db, type Tx } from '@/lib/db/client.server';
import { projectImages, type ImageVariant } from '@/lib/db/schema';
import { writeAudit } from '@/lib/audit/audit.server';
import { AppError } from '@/lib/http/app-error';
import { imagePathOf } from '@/lib/uploads/media-key';
import { removeImage, saveImage, type FileStorage } from '@/lib/uploads/storage.server';
import { M } from '@/lib/validation/messages';

/** The article page shows the image at most 1280 px wide (ArticleView.astro), cards at 640. */
export const ARTICLE_IMAGE_WIDTHS = [320, 640, 1280];
const PREFIX = 'articles';
const FORMATS = ['avif', 'webp'] as const;

export type AdminImage = {
  imageId: number;
  image: { imagePath: string; width: number; height: number };
};

export async function uploadArticleImage(opts: {
  actorId: number;
  buffer: Buffer;
  db?: Db;
  store?: FileStorage;
}): Promise<AdminImage> {
  const db = opts.db ?? defaultDb();
  const saved = await saveImage(opts.buffer, {
    prefix: PREFIX,
    widths: ARTICLE_IMAGE_WIDTHS,
    ...(opts.store ? { store: opts.store } : {}),
  });
  try {
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projectImages)
        .values({
          projectId: null,
          uploaderAccountId: opts.actorId,
          width: saved.width,
          height: saved.height,
          variants: saved.variants,
        })
        .returning({ id: projectImages.id });
      await writeAudit(tx, opts.actorId, {
        action: 'articleImage.upload',
        entity: 'articleImage',
        entityId: row!.id,
        after: { imagePath: imagePathOf(saved.variants) },
      });
      return row!;
    });
    return {
      imageId: row.id,
      image: { imagePath: imagePathOf(saved.variants), width: saved.width, height: saved.height },
    };
  } catch (e) {
    await removeImage(saved.variants, opts.store);
    throw e;
  }
}

/** Inside the article's write: the path of the admin's own pending upload, whose row goes. */
export async function takeUploadedImage(tx: Tx, actorId: number, imageId: number): Promise<string> {
  const [row] = await tx
    .delete(projectImages)
    .where(
      and(
        eq(projectImages.id, imageId),
        isNull(projectImages.projectId),
        eq(projectImages.uploaderAccountId, actorId),
      ),
    )
    .returning({ variants: projectImages.variants });
  if (!row) {
    throw new AppError(400, 'validation_failed', 'errors:validationFailed', {
      imageId: M.invalidValue,
    });
  }
  return imagePathOf(row.variants);
}

/** The files of an article image from its stored path (every width and format it may have). */
export function variantsOfArticleImage(path: string): ImageVariant[] {
  // Only images uploaded here: a path from anywhere else (an older import) is never deleted.
  const m = /^(\/media\/articles\/.*)-[0-9]+\.(avif|webp)$/.exec(path);
  if (!m) return [];
  return ARTICLE_IMAGE_WIDTHS.flatMap((width) =>
    FORMATS.map((format) => ({ width, format, path: `${m[1]}-${width}.${format}` })),
  );
}
