// What the Invite / Join buttons of the agent and agency pages need to know about one pair.
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { agents, enrollments } from '@/lib/db/schema';
import type { EnrollmentType } from './enrollment-dto';

export type Relation = {
  /** the agent works for this agency */
  isWorker: boolean;
  /** the agent works for another agency (accepting would move it: one company at a time) */
  worksElsewhere: boolean;
  /** the pending enrollment of this pair, whichever side sent it */
  pending: { id: number; type: EnrollmentType } | null;
};

export async function relationOf(agentId: number, agencyId: number): Promise<Relation> {
  const [[agent], [open]] = await Promise.all([
    db().select({ agencyId: agents.agencyId }).from(agents).where(eq(agents.id, agentId)),
    db()
      .select({ id: enrollments.id, type: enrollments.type })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.agentId, agentId),
          eq(enrollments.agencyId, agencyId),
          eq(enrollments.status, 'pending'),
        ),
      )
      .limit(1),
  ]);
  const current = agent?.agencyId ?? null;
  return {
    isWorker: current === agencyId,
    worksElsewhere: current !== null && current !== agencyId,
    pending: open ? { id: open.id, type: open.type as EnrollmentType } : null,
  };
}
