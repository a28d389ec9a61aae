// Images stored before the 960 px width existed: the job adds the missing variant from a wider
// stored WebP, next to its siblings, and leaves images that have it (or are too narrow) alone.
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { makeActor, makeOwnedProject } from '@tests/factories/pro';
import { db } from '@/lib/db/client.server';
import { projectImages } from '@/lib/db/schema';
import { keyOfMediaUrl } from '@/lib/uploads/media-key';
import { saveImage, storage } from '@/lib/uploads/storage.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import { addMissingVariants, sourceVariant } from './project-images.variants.server';

let pro: SessionAccount;
beforeAll(async () => {
  pro = await makeActor('pro');
});

/** An image row as stored before the 960 width existed: 320/640/1280 only. */
async function oldImage(width: number) {
  const photo = await sharp({
    create: { width, height: Math.round(width * 0.75), channels: 3, background: '#8a6a5a' },
  })
    .jpeg()
    .toBuffer();
  const saved = await saveImage(photo, { prefix: 'projects', widths: [320, 640, 1280] });
  const project = await makeOwnedProject(pro, {}, 1);
  const [row] = await db()
    .update(projectImages)
    .set({ width: saved.width, height: saved.height, variants: saved.variants })
    .where(eq(projectImages.id, project.imageIds[0]!))
    .returning();
  return row!;
}

describe('addMissingVariants', () => {
  it('adds AVIF and WebP at 960 px beside the older files, once', async () => {
    const wide = await oldImage(1600);
    const narrow = await oldImage(900); // nothing wider than 960 to scale from: left as it is
    // Earlier rows of other tests may also lack it: run until none is left.
    for (let afterId = 0, more = true; more;) {
      const r = await addMissingVariants({ afterId, limit: 5 });
      expect(r.failed).toBe(0);
      ({ lastId: afterId, more } = r);
    }
    const rows = await db()
      .select()
      .from(projectImages)
      .where(inArray(projectImages.id, [wide.id, narrow.id]));
    const after = rows.find((r) => r.id === wide.id)!;
    const added = after.variants.filter((v) => v.width === 960);
    expect(added.map((v) => v.format).sort()).toEqual(['avif', 'webp']);
    const id = /([0-9a-f]{24})-1280\.webp$/.exec(sourceVariant(wide.variants, 960)!.path)![1]!;
    for (const v of added) {
      expect(v.path).toContain(`${id}-960.`); // the same name as its siblings
      const file = await storage().read(keyOfMediaUrl(v.path)!);
      expect((await sharp(file!).metadata()).width).toBe(960);
    }
    expect(after.variants).toHaveLength(8);
    expect(rows.find((r) => r.id === narrow.id)!.variants).toEqual(narrow.variants);

    const again = await addMissingVariants();
    expect(again.added).toBe(0);
  });

  it('picks the smallest stored WebP wider than the width', () => {
    const v = (width: number, format: 'avif' | 'webp') => ({ width, format, path: `x-${width}` });
    expect(
      sourceVariant([v(320, 'webp'), v(1920, 'webp'), v(1280, 'webp'), v(1280, 'avif')], 960),
    ).toEqual(v(1280, 'webp'));
    expect(sourceVariant([v(640, 'webp'), v(1280, 'avif')], 960)).toBeNull();
  });
});
