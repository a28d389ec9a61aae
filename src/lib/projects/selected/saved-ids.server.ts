// Which projects an account has saved, for the "saved" state of a project page: the ids of the
// account's list, kept by the read cache until any saved list changes
// (docs/performance.md#read-cache), so a signed-in visitor's project pages ask the database nothing
// about it after the first.
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { selectedProjects } from '@/lib/db/schema';
import { cachedRead } from '@/lib/cache/read-cache.server';

function savedIds(accountId: number): Promise<ReadonlySet<number>> {
  return cachedRead(`saved:${accountId}`, async () => {
    const rows = await db()
      .select({ id: selectedProjects.projectId })
      .from(selectedProjects)
      .where(eq(selectedProjects.accountId, accountId));
    return new Set(rows.map((r) => r.id));
  });
}

export async function isInSavedList(accountId: number, projectId: number): Promise<boolean> {
  return (await savedIds(accountId)).has(projectId);
}
