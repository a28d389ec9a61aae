// Which projects an account has saved, for the "saved" state of a project page: the ids of the
// account's list, kept by the read cache until any saved list changes
// (docs/performance.md#read-cache), so a signed-in visitor's project pages ask the database nothing
// about it after the first.
import { eq, sql } from 'drizzle-orm';
import { selectedProjects } from '@/lib/db/schema';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { preparedStatement } from '@/lib/db/prepared.server';

// Built once (docs/performance.md#pages-read-from-scratch): read from scratch, every signed-in
// project page runs it, and building it was 0.3 ms of the render thread's time a page.
const savedStatement = preparedStatement('saved_project_ids', (conn, name) =>
  conn
    .select({ id: selectedProjects.projectId })
    .from(selectedProjects)
    .where(eq(selectedProjects.accountId, sql.placeholder('accountId')))
    .prepare(name),
);

function savedIds(accountId: number): Promise<ReadonlySet<number>> {
  return cachedRead(`saved:${accountId}`, async () => {
    const rows = await savedStatement().execute({ accountId });
    return new Set(rows.map((r) => r.id));
  });
}

export async function isInSavedList(accountId: number, projectId: number): Promise<boolean> {
  return (await savedIds(accountId)).has(projectId);
}
