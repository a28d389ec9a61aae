// PATCH /api/projects/{id}/status { isActive }: the owner or an Admin shows or hides a project
// (docs/product.md §4: active or inactive). An inactive project leaves the public list and detail page.
import { eq, sql } from 'drizzle-orm';
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { loadProjectForChange, requireActor, type Actor } from '@/lib/projects/authorize.server';
import { noteActivation } from './activation.server';
import { parseWith } from '@/lib/http/validate';
import { projectStatusSchema } from '@/lib/projects/project-form.schema';

export async function setProjectStatus({
  actor,
  projectId,
  body,
  db = defaultDb(),
}: {
  actor: Actor | null;
  projectId: number;
  body: unknown;
  db?: Db;
}): Promise<{ id: number; isActive: boolean }> {
  const a = requireActor(actor);
  return db.transaction(async (tx) => {
    const before = await loadProjectForChange(tx, projectId, a, { needsPro: false });
    const { isActive } = parseWith(projectStatusSchema, body);
    await tx
      .update(projects)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(projects.id, projectId));
    await noteActivation(tx, projectId, before.isActive, isActive);
    return { id: projectId, isActive };
  });
}
