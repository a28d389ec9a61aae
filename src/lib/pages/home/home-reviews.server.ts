// The latest project reviews for the home page, with their author and project (one joined query).
import { and, desc, eq } from 'drizzle-orm';
import { fixedLimit, preparedStatement } from '@/lib/db/prepared.server';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { accounts, projects, reviews } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import { inReaderScript } from '@/lib/i18n/translit-user';
import { publicProject } from '@/lib/projects/public-project.server';

export type HomeReview = {
  id: number;
  text: string;
  rating: number | null;
  createdAt: Date;
  authorName: string;
  authorPhoto: string | null;
  project: { code: string; seoUrl: string; title: string };
};

/** `lang`: what people wrote (review, name, project title) comes in the reader's Uzbek script. */
/** Kept by the read cache until a review, account (author or owner) or project changes (docs/performance.md#read-cache). */
export function homeReviews(lang: Lang): Promise<HomeReview[]> {
  return cachedRead(`home:reviews:${lang}`, () => readReviews(lang));
}

/** How many reviews the home page shows. */
const HOME_REVIEWS = 6;

/** Built once (docs/performance.md#pages-read-from-scratch), with its limit in its text. */
const reviewsStatement = preparedStatement('home_reviews', (conn, name) =>
  conn
    .select({
      id: reviews.id,
      text: reviews.text,
      rating: reviews.rating,
      createdAt: reviews.createdAt,
      authorName: accounts.fullName,
      authorPhoto: accounts.photoPath,
      code: projects.code,
      seoUrl: projects.seoUrl,
      title: projects.title,
    })
    .from(reviews)
    .innerJoin(accounts, eq(accounts.id, reviews.accountId))
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    // A review of a hidden project (inactive, or its owner blocked) would link to a 404; a blocked
    // author is not showcased.
    .where(and(publicProject, eq(accounts.isBlocked, false)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(fixedLimit(HOME_REVIEWS))
    .prepare(name),
);

async function readReviews(lang: Lang): Promise<HomeReview[]> {
  const rows = await reviewsStatement().execute();
  return rows.map((row) => ({
    id: row.id,
    text: inReaderScript(row.text, lang),
    rating: row.rating,
    createdAt: row.createdAt,
    authorName: inReaderScript(row.authorName, lang),
    authorPhoto: row.authorPhoto,
    project: { code: row.code, seoUrl: row.seoUrl, title: inReaderScript(row.title, lang) },
  }));
}
