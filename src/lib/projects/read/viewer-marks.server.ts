// What an account has done to projects, for the parts of a project page that are the viewer's own:
// the projects it saved (the "saved" state) and the ones it reviewed (whether its review must be
// read). One statement for both, kept by the read cache per account until a saved list or a review
// changes anywhere (docs/performance.md#read-cache), so a signed-in visitor's project pages ask
// the database nothing about them after the first, and read their own review only on a project
// they reviewed. Read from scratch, the page makes one statement for the viewer where it made two
// (docs/performance.md#the-viewers-marks-in-one-statement).
import { eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { reviews, selectedProjects } from '@/lib/db/schema';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { preparedStatement } from '@/lib/db/prepared.server';

export type ViewerMarks = {
  /** Ids of the projects in the account's saved list. */
  saved: ReadonlySet<number>;
  /** Ids of the projects the account has reviewed. */
  reviewed: ReadonlySet<number>;
};

// Built once (docs/performance.md#pages-read-from-scratch): read from scratch, every signed-in
// project page runs it. Both branches read an index that starts with the account
// (selected_projects' key, reviews_account_idx).
const marksStatement = preparedStatement('viewer_marks', (conn, name) => {
  const accountId = sql.placeholder('accountId');
  const saved = conn
    .select({ id: selectedProjects.projectId, saved: sql<boolean>`true`.as('saved') })
    .from(selectedProjects)
    .where(eq(selectedProjects.accountId, accountId));
  const reviewed = conn
    .select({ id: reviews.projectId, saved: sql<boolean>`false`.as('saved') })
    .from(reviews)
    .where(eq(reviews.accountId, accountId));
  return unionAll(saved, reviewed).prepare(name);
});

/** The account's marks (an empty set of each for an account that has done neither). */
export function viewerMarks(accountId: number): Promise<ViewerMarks> {
  return cachedRead(`marks:${accountId}`, async () => {
    const rows = await marksStatement().execute({ accountId });
    const saved = new Set<number>();
    const reviewed = new Set<number>();
    for (const r of rows) (r.saved ? saved : reviewed).add(r.id);
    return { saved, reviewed };
  });
}
