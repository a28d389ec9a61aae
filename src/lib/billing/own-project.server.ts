// The project a promotion is bought for: only one's own (someone else's is a 404, as the API says).
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { notFound } from '@/lib/http/app-error';

export async function ownProject(accountId: number, projectId: number) {
  const [p] = await db()
    .select({
      id: projects.id,
      title: projects.title,
      isActive: projects.isActive,
      promotedUntil: projects.promotedUntil,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerAccountId, accountId)))
    .limit(1);
  if (!p) throw notFound();
  return p;
}
