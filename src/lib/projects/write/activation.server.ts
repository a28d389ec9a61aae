// A project becoming active is news for the saved searches it may match (docs/saved-searches.md):
// every write that turns a project active — created active, reactivated by its owner, shown again
// by an Admin — notes it here, in its own transaction, so the note exists exactly when the change
// committed. The saved-search alert job reads these notes; the projects domain knows nothing more.
import { projectActivations } from '@/lib/db/schema';
import type { Db, Tx } from '@/lib/db/client.server';

/** Notes the activation when `wasActive` was false and `isActive` is true. */
export async function noteActivation(
  tx: Db | Tx,
  projectId: number,
  wasActive: boolean,
  isActive: boolean,
): Promise<void> {
  if (wasActive || !isActive) return;
  await tx.insert(projectActivations).values({ projectId });
}
