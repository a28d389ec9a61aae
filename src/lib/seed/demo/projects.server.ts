// Inserts the demo projects with their features, galleries (pooled drawings) and reviews.
import { projectFeatures, projectImages, projects, reviews } from '@/lib/db/schema';
import type { DemoContext } from './context.server';
import { pickGallery } from './gallery';
import type { PoolImage, SavedFiles } from './image-pool.server';
import { cloneImage } from '@/lib/uploads/storage.server';
import { buildProjects, type Owner } from './projects';
import { reviewsFor } from './reviews';

const DAY = 86_400_000;

export async function seedProjects(
  ctx: DemoContext,
  input: {
    owners: Owner[];
    userIds: number[];
    pool: PoolImage[];
    takenCodes: Set<string>;
    saved: SavedFiles;
  },
): Promise<{ projects: number; images: number; reviews: number }> {
  const { tx, rng } = ctx;
  const drafts = buildProjects({
    rng,
    regions: ctx.regions,
    categories: ctx.categories,
    owners: input.owners,
    now: ctx.now,
    takenCodes: input.takenCodes,
  });
  const rows = await tx
    .insert(projects)
    .values(drafts.map((d) => d.values))
    .returning({ id: projects.id });

  const features = drafts.flatMap((d, i) =>
    d.features.map((feature) => ({ projectId: rows[i]!.id, feature })),
  );
  if (features.length > 0) await tx.insert(projectFeatures).values(features);

  const picked = drafts.flatMap((d, i) =>
    pickGallery(input.pool, d.art, rng).map((img, position) => ({ d, i, img, position })),
  );
  const images = [];
  for (const { d, i, img, position } of picked) {
    images.push({
      projectId: rows[i]!.id,
      uploaderAccountId: d.values.ownerAccountId,
      position,
      width: img.width,
      height: img.height,
      // Own file names per row (hard links to the pooled drawing): deleting one project's images
      // must not remove files another project shows.
      variants: await input.saved.track(cloneImage(img.variants, input.saved.store)),
      createdAt: d.values.createdAt!,
    });
  }
  await tx.insert(projectImages).values(images);

  // Reviews on most active projects: 2–5 different users each, never two from one account, in the
  // project's language and about what it is (a design's drawings, a home bought or rented…).
  const reviewRows = drafts.flatMap((d, i) => {
    if (!d.values.isActive || rng.chance(0.25)) return [];
    const created = d.values.createdAt!.getTime();
    const texts = reviewsFor(
      {
        lang: d.lang,
        status: d.values.status,
        propertyType: d.values.propertyType,
        onlyDesign: d.values.onlyDesign ?? false,
      },
      rng.int(2, 5),
      rng,
    );
    const authors = rng.sample(input.userIds, texts.length);
    return texts.map((r, n) => {
      const accountId = authors[n]!;
      const at = new Date(Math.min(ctx.now.getTime(), created + rng.int(1, 60) * DAY));
      return {
        projectId: rows[i]!.id,
        accountId,
        text: r.text,
        rating: r.rating,
        createdAt: at,
        updatedAt: at,
      };
    });
  });
  if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);
  return { projects: rows.length, images: images.length, reviews: reviewRows.length };
}
