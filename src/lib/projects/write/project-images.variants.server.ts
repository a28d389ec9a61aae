// Project images stored before a width was added to PROJECT_IMAGE_WIDTHS lack that variant. Pages
// need nothing from this job: `srcset` lists only the widths an image has (ResponsiveImage.astro),
// so the browser falls back to the next size up. The job makes the missing file from the smallest
// stored WebP wider than it — through processImage, so the same encoder, byte budget and encode
// slots as an upload — stores it beside its siblings (same id, `-<width>.<format>`) and adds it to
// the row's variants. A batch per run keeps a big backlog from holding the encode slot for long
// (docs/performance.md#lcp-and-script-budgets).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { projectImages, type ImageVariant } from '@/lib/db/schema';
import type { ClusterJob } from '@/lib/platform/cluster-job.server';
import { log } from '@/lib/platform/log.server';
import { CONTENT_TYPES, keyOfMediaUrl, mediaUrl } from '@/lib/uploads/media-key';
import { processImage } from '@/lib/uploads/process-image.server';
import { removeImage, storage, type FileStorage } from '@/lib/uploads/storage.server';

/** The width added for phones: 360–412 px slots at DPR 1.75–2.6 need ~700–1000 px. */
export const ADDED_WIDTH = 960;
const BATCH = 40;

export type BackfillResult = { added: number; failed: number; lastId: number; more: boolean };

/** The stored WebP to scale down from: the smallest one wider than `width`, or null. */
export function sourceVariant(variants: ImageVariant[], width: number): ImageVariant | null {
  const wider = variants
    .filter((v) => v.format === 'webp' && v.width > width)
    .sort((a, b) => a.width - b.width);
  return wider[0] ?? null;
}

/**
 * Adds the `width` variant to up to `limit` images (by id, after `afterId`) that lack it and have a
 * wider one. `lastId`/`more` say where the next batch starts and whether there may be one.
 */
export async function addMissingVariants(
  opts: { db?: Db; store?: FileStorage; width?: number; limit?: number; afterId?: number } = {},
): Promise<BackfillResult> {
  const db = opts.db ?? defaultDb();
  const store = opts.store ?? storage();
  const width = opts.width ?? ADDED_WIDTH;
  const hasWidth = JSON.stringify([{ width }]);
  const limit = opts.limit ?? BATCH;
  const rows = await db
    .select({ id: projectImages.id, variants: projectImages.variants })
    .from(projectImages)
    .where(
      and(
        gt(projectImages.id, opts.afterId ?? 0),
        gt(projectImages.width, width),
        sql`not (${projectImages.variants}::jsonb @> ${hasWidth}::jsonb)`,
      ),
    )
    .orderBy(asc(projectImages.id))
    .limit(limit);
  const result: BackfillResult = {
    added: 0,
    failed: 0,
    lastId: rows.at(-1)?.id ?? opts.afterId ?? 0,
    more: rows.length === limit,
  };
  for (const row of rows) {
    const source = sourceVariant(row.variants, width);
    const key = source && keyOfMediaUrl(source.path);
    if (!source || !key) continue; // nothing wider stored, or not one of our files
    const made: ImageVariant[] = [];
    try {
      const bytes = await store.read(key);
      if (!bytes) throw new Error(`missing ${key}`);
      const processed = await processImage(bytes, { widths: [width] });
      for (const f of processed.files) {
        if (f.width !== width) continue;
        const newKey = key.replace(/-[0-9]+\.webp$/, `-${width}.${f.format}`);
        await store.put(newKey, f.buffer, CONTENT_TYPES[f.format]);
        made.push({ width, format: f.format, path: mediaUrl(newKey) });
      }
      // Appended in SQL, not from the row read above: an edit in between keeps its own changes.
      const updated = await db
        .update(projectImages)
        .set({
          variants: sql`(${projectImages.variants}::jsonb || ${JSON.stringify(made)}::jsonb)::json`,
        })
        .where(eq(projectImages.id, row.id))
        .returning({ id: projectImages.id });
      if (updated.length === 0)
        await removeImage(made, store); // the image was deleted meanwhile
      else result.added++;
    } catch (e) {
      await removeImage(made, store).catch(() => undefined);
      result.failed++;
      log.warn(`image ${row.id}: no ${width} px variant made: ${(e as Error).message}`);
    }
  }
  return result;
}

/** Every ten minutes, once across all processes, a batch until every image has the width. */
export const imageVariantJob: ClusterJob = {
  name: 'image-variants',
  everyMs: 10 * 60 * 1000,
  run: async () => {
    let added = 0;
    let failed = 0;
    // Batch after batch (the encodes wait in the upload slots, so uploads keep their turn); a row
    // that fails is passed over until the next run.
    for (let afterId = 0, more = true; more;) {
      const r = await addMissingVariants({ afterId });
      added += r.added;
      failed += r.failed;
      ({ lastId: afterId, more } = r);
    }
    if (added || failed) log.info(`image variants: ${added} added, ${failed} failed`);
  },
};
