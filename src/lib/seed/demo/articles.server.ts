// Inserts demo news and life hacks; oz texts come from uz through the transliterator, and the slug
// from the Uzbek title as the admin form makes it (the
// demo's slugs were once English, the only English ones on the Uzbek site).
import { lifeHacks, news } from '@/lib/db/schema';
import { slugify } from '@/lib/i18n/slug';
import { latinToCyrillic } from '@/lib/i18n/translit';
import { imagePathOf } from '@/lib/uploads/media-key';
import type { SavedImage } from '@/lib/uploads/storage.server';
import type { DemoContext } from './context.server';
import { LIFE_HACKS } from './life-hacks';
import type { DemoArticle } from './news';

const DAY = 86_400_000;

function rows(ctx: DemoContext, items: DemoArticle[], images: SavedImage[], spacingDays: number) {
  return items.map((a, i) => {
    // Newest first in the list above; spread back over recent months.
    const publishedAt = new Date(
      ctx.now.getTime() -
        (i * spacingDays + ctx.rng.int(1, spacingDays - 1)) * DAY -
        ctx.rng.int(0, 86_399) * 1000,
    );
    return {
      seoUrl: slugify(a.title.uz),
      titleUz: a.title.uz,
      titleOz: latinToCyrillic(a.title.uz),
      titleRu: a.title.ru,
      titleEn: a.title.en,
      textUz: a.text.uz,
      textOz: latinToCyrillic(a.text.uz),
      textRu: a.text.ru,
      textEn: a.text.en,
      source: a.source,
      imagePath: imagePathOf(images[i]!.variants),
      isPublished: true,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
}

export async function seedArticles(
  ctx: DemoContext,
  newsItems: DemoArticle[],
  images: { news: SavedImage[]; lifeHacks: SavedImage[] },
) {
  // onConflictDoNothing: an admin may already have published an article with the same slug.
  await ctx.tx
    .insert(news)
    .values(rows(ctx, newsItems, images.news, 15))
    .onConflictDoNothing({ target: news.seoUrl });
  await ctx.tx
    .insert(lifeHacks)
    .values(rows(ctx, LIFE_HACKS, images.lifeHacks, 20))
    .onConflictDoNothing({ target: lifeHacks.seoUrl });
  return { news: newsItems.length, lifeHacks: LIFE_HACKS.length };
}
