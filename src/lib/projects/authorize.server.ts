// Who may change projects (docs/architecture.md "House rules": authorisation lives in the domain function, with
// the actor passed in). The rules, one place for every write use case:
// - creating, editing and uploading images need a PRO account (docs/product.md §6) or Admin → else 403;
// - deleting and (de)activating need only ownership: someone whose PRO lapsed can still take their
//   own listing down;
// - a project that does not exist → 404; someone else's project → 403 when it is public (active:
//   anyone can see it exists) and 404 when it is inactive, so an inactive listing's existence never
//   leaks (docs/api.md: "someone else's private object → 404").
import { eq } from 'drizzle-orm';
import { forbidden, notFound, unauthorized } from '@/lib/http/app-error';
import type { SessionAccount } from '@/lib/auth/session.server';
import type { Db, Tx } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';

export type Actor = Pick<SessionAccount, 'id' | 'role' | 'isPro'>;

export const proRequired = () => forbidden('projectForm:errors.proRequired');

/** Missing session → 401. */
export function requireActor(actor: Actor | null | undefined): Actor {
  if (!actor) throw unauthorized();
  return actor;
}

export const isAdmin = (actor: Actor) => actor.role === 'Admin';

/** PRO (checked against proUntil by the session) or Admin may add projects. */
export function canAddProjects(actor: Actor | null | undefined): boolean {
  return !!actor && (actor.isPro || isAdmin(actor));
}

export function assertCanAddProjects(actor: Actor | null | undefined): Actor {
  const a = requireActor(actor);
  if (!canAddProjects(a)) throw proRequired();
  return a;
}

export type OwnedProject = {
  id: number;
  ownerAccountId: number;
  isActive: boolean;
  code: string;
  seoUrl: string;
};

/**
 * The project the actor may change, read inside the caller's transaction (FOR UPDATE on PostgreSQL
 * keeps two concurrent edits of one project in order; PGlite serialises anyway).
 */
export async function loadProjectForChange(
  tx: Db | Tx,
  projectId: number,
  actor: Actor,
  opts: { needsPro: boolean },
): Promise<OwnedProject> {
  if (opts.needsPro) assertCanAddProjects(actor);
  if (!Number.isSafeInteger(projectId) || projectId <= 0) throw notFound();
  const [row] = await tx
    .select({
      id: projects.id,
      ownerAccountId: projects.ownerAccountId,
      isActive: projects.isActive,
      code: projects.code,
      seoUrl: projects.seoUrl,
    })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!row) throw notFound();
  if (row.ownerAccountId !== actor.id && !isAdmin(actor)) {
    throw row.isActive ? forbidden() : notFound();
  }
  return row;
}
