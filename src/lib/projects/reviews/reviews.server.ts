// Reviews of a project: one per account and project (unique index), written by signed-in users only;
// PUT creates or updates, DELETE removes. Only projects the author can see take reviews, and the
// text is stored as typed: pages escape it on output (quality bar: stored text never executes).
// A review may carry 1–5 stars (`rating`, null = none). The stars feed the computed rating of the
// project owner's agent and agency rows, so every write refreshes them in its own transaction
// (ratings.server.ts).
import { and, count, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import { preparedStatement } from '@/lib/db/prepared.server';
import { AppError } from '@/lib/http/app-error';
import { db } from '@/lib/db/client.server';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { accounts, reviews } from '@/lib/db/schema';
import type { Paged } from '@/lib/http/query';
import { visibleProject, type Viewer } from '@/lib/projects/public-project.server';
import type { ReviewItem } from './review-item';
import { refreshRatingsOfOwners } from '@/lib/projects/reviews/ratings.server';

const notFound = () => new AppError(404, 'not_found', 'errors:notFound');
const unauthorized = () => new AppError(401, 'unauthorized', 'errors:unauthorized');

const reviewColumns = {
  id: reviews.id,
  projectId: reviews.projectId,
  text: reviews.text,
  rating: reviews.rating,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  accountId: accounts.id,
  fullName: accounts.fullName,
  photo: accounts.photoPath,
};
export type ReviewRow = {
  id: number;
  projectId: number;
  text: string;
  rating: number | null;
  createdAt: Date;
  updatedAt: Date;
  accountId: number;
  fullName: string;
  photo: string | null;
};

function toItem(row: ReviewRow, viewer: Viewer): ReviewItem {
  return {
    id: row.id,
    projectId: row.projectId,
    text: row.text,
    rating: row.rating,
    author: { accountId: row.accountId, fullName: row.fullName, photo: row.photo },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isMine: !!viewer && viewer.id === row.accountId,
  };
}

/** Reviews a page of a project shows. */
export const REVIEW_PAGE_SIZE = 10;

/**
 * The first page of a project's reviews as one JSON column of the outer query's project (`"projects"`),
 * as reviewPage reads it: the project page's one statement brings them with the project
 * (docs/performance.md#the-first-reviews-with-the-project). reviewRowsOf turns it into rows.
 */
export const firstReviewsSql = sql<
  unknown[]
>`coalesce((select json_agg(json_build_object('id', f.id, 'projectId', f.project_id, 'text', f.text, 'rating', f.rating, 'createdAt', f.created_at, 'updatedAt', f.updated_at, 'accountId', f.account_id, 'fullName', f.full_name, 'photo', f.photo_path) order by f.created_at desc, f.id desc) from (select r.id, r.project_id, r.text, r.rating, r.created_at, r.updated_at, a.id as account_id, a.full_name, a.photo_path from reviews r join accounts a on a.id = r.account_id where r.project_id = "projects"."id" and not a.is_blocked order by r.created_at desc, r.id desc limit ${sql.raw(String(REVIEW_PAGE_SIZE))}) f), '[]'::json)`;

/** firstReviewsSql's JSON → the rows reviewPage gives (its times are ISO text in JSON). */
export function reviewRowsOf(json: unknown[]): ReviewRow[] {
  return (
    json as (Omit<ReviewRow, 'createdAt' | 'updatedAt'> &
      Record<'createdAt' | 'updatedAt', string>)[]
  ).map((r) => ({ ...r, createdAt: new Date(r.createdAt), updatedAt: new Date(r.updatedAt) }));
}

/** The reviews a project lists: a blocked author's are not shown (docs/product.md §6). */
const listed = (projectId: number | Placeholder) =>
  and(eq(reviews.projectId, projectId), eq(accounts.isBlocked, false));

// Built once (docs/performance.md#pages-read-from-scratch): the project page runs both.
const reviewPage = preparedStatement('review_page', (conn, name) =>
  conn
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(accounts, eq(accounts.id, reviews.accountId))
    .where(listed(sql.placeholder('projectId')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);
const oneReview = preparedStatement('review_of_account', (conn, name) =>
  conn
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(accounts, eq(accounts.id, reviews.accountId))
    .where(
      and(
        eq(reviews.projectId, sql.placeholder('projectId')),
        eq(reviews.accountId, sql.placeholder('accountId')),
      ),
    )
    .prepare(name),
);

/**
 * Newest first, without the reviews of blocked authors. A project the viewer may not see → 404. `shown`: the caller (the project page) has
 * just loaded the project for this viewer, with its review count and first page of reviews
 * (firstReviewsSql): none of them is asked for again.
 */
export async function listReviews(
  projectId: number,
  viewer: Viewer,
  page: { PageNumber: number; PageSize: number },
  shown?: { reviewCount: number; firstPage?: ReviewRow[] },
): Promise<Paged<ReviewItem>> {
  if (!shown && !(await visibleProject(projectId, viewer))) throw notFound();
  const first = page.PageNumber === 1 && page.PageSize === REVIEW_PAGE_SIZE;
  const [rows, totalCount] = await Promise.all([
    // The caller counted none (the same reviews `listed` picks): nothing to read.
    shown?.reviewCount === 0
      ? []
      : first && shown?.firstPage
        ? shown.firstPage
        : // The same page for every viewer (isMine is decided below): kept until a review or author changes.
          cachedRead(`reviews:${projectId}:${page.PageNumber}:${page.PageSize}`, () =>
            reviewPage().execute({
              projectId,
              limit: page.PageSize,
              offset: (page.PageNumber - 1) * page.PageSize,
            }),
          ),
    shown
      ? shown.reviewCount
      : db()
          .select({ n: count() })
          .from(reviews)
          .innerJoin(accounts, eq(accounts.id, reviews.accountId))
          .where(listed(projectId))
          .then(([total]) => Number(total?.n ?? 0)),
  ]);
  return {
    items: rows.map((r) => toItem(r, viewer)),
    metaData: {
      totalCount,
      pageNumber: page.PageNumber,
      pageSize: page.PageSize,
    },
  };
}

/**
 * The viewer's own review of the project, or null. `reviewed`: the projects the viewer reviewed, when
 * the caller has them (viewerMarks): a project not among them needs no statement.
 */
export async function getMyReview(
  projectId: number,
  viewer: Viewer,
  reviewed?: ReadonlySet<number>,
): Promise<ReviewItem | null> {
  if (!viewer || (reviewed && !reviewed.has(projectId))) return null;
  const row = await cachedRead(`review:${projectId}:${viewer.id}`, async () => {
    const [found] = await oneReview().execute({ projectId, accountId: viewer.id });
    return found ?? null;
  });
  return row ? toItem(row, viewer) : null;
}

/**
 * Creates the viewer's review or replaces its text and stars. One statement (INSERT … ON CONFLICT DO
 * UPDATE) so two quick submits cannot make two reviews; `created` tells the first write from an
 * update. `rating` undefined keeps the stars an existing review has (null clears them).
 */
export async function upsertMyReview(
  projectId: number,
  viewer: Viewer,
  text: string,
  rating?: number | null,
): Promise<{ review: ReviewItem; created: boolean }> {
  if (!viewer) throw unauthorized();
  const project = await visibleProject(projectId, viewer);
  if (!project) throw notFound();
  const row = await db().transaction(async (tx) => {
    const [written] = await tx
      .insert(reviews)
      .values({ projectId, accountId: viewer.id, text, rating: rating ?? null })
      .onConflictDoUpdate({
        target: [reviews.projectId, reviews.accountId],
        set: { text, updatedAt: sql`now()`, ...(rating !== undefined ? { rating } : {}) },
      })
      .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
    await refreshRatingsOfOwners(tx, [project.ownerAccountId]);
    return written;
  });
  const review = await getMyReview(projectId, viewer);
  if (!row || !review) throw new AppError(500, 'internal', 'errors:generic');
  return { review, created: row.created };
}

/** Removes the viewer's review; false when there was none. */
export async function deleteMyReview(projectId: number, viewer: Viewer): Promise<boolean> {
  if (!viewer) throw unauthorized();
  const project = await visibleProject(projectId, viewer);
  if (!project) throw notFound();
  return db().transaction(async (tx) => {
    const gone = await tx
      .delete(reviews)
      .where(and(eq(reviews.projectId, projectId), eq(reviews.accountId, viewer.id)))
      .returning({ id: reviews.id });
    if (gone.length > 0) await refreshRatingsOfOwners(tx, [project.ownerAccountId]);
    return gone.length > 0;
  });
}
