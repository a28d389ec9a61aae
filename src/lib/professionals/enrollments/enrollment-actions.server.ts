// Invitations and join requests (docs/api.md "Professionals"): a company invites a specialist
// (type 1), a specialist asks to join a company (type 0); the receiver accepts or declines, the
// sender may withdraw while it is pending, and a worker leaves or is removed.
// Rules: one pending enrollment per pair (the unique index enrollments_one_pending_idx settles
// races; the check before it gives the clear message); a specialist works for one company at a time,
// so accepting moves it (its old company's workers no longer list it) and both companies' ratings,
// which count their workers' projects, are recomputed in the same transaction. Someone else's
// enrollment answers 404, as if it did not exist; blocked accounts' agents and agencies are unknown.
import { and, eq } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { isUniqueViolation } from '@/lib/accounts/professional-rows.server';
import { db, type Db, type Tx } from '@/lib/db/client.server';
import { accounts, agencies, agents, enrollments } from '@/lib/db/schema';
import { AppError, conflict, forbidden, notFound } from '@/lib/http/app-error';
import { keys, LIMITS } from '@/lib/rate-limit/limits';
import type { Limit } from '@/lib/rate-limit/limits';
import { releaseHits, reserveHits } from '@/lib/rate-limit/rate-limit.server';
import { msg } from '@/lib/validation/messages';
import { refreshAgencyRatings } from '@/lib/projects/reviews/ratings.server';
import {
  INVITATION,
  JOIN_REQUEST,
  type EnrollmentItem,
  type EnrollmentType,
} from './enrollment-dto';
import { noticeEnrollment, type NoticeKind } from './enrollment-notices.server';
import { itemById } from './enrollment-rows.server';
import { agencyOf, agentOf, isReceiver, isSender } from './parties';

type Conn = Db | Tx;
type AgentRow = { id: number; accountId: number; agencyId: number | null; fullName: string };
type AgencyRow = { id: number; accountId: number; companyName: string };

const E = {
  agencyOnly: 'enrollments:errors.agencyOnly',
  agentOnly: 'enrollments:errors.agentOnly',
  alreadyWorker: 'enrollments:errors.alreadyWorker',
  alreadySent: 'enrollments:errors.alreadySent',
  awaitsYourAnswer: 'enrollments:errors.awaitsYourAnswer',
  notPending: 'enrollments:errors.notPending',
  notWorker: 'enrollments:errors.notWorker',
} as const;

/** An agent of an unblocked account (locked for the transaction when `lock`). */
async function findAgent(conn: Conn, id: number, lock = false): Promise<AgentRow | null> {
  const q = conn
    .select({
      id: agents.id,
      accountId: agents.accountId,
      agencyId: agents.agencyId,
      fullName: agents.fullName,
    })
    .from(agents)
    .innerJoin(accounts, eq(accounts.id, agents.accountId))
    .where(and(eq(agents.id, id), eq(accounts.isBlocked, false)));
  const [row] = await (lock ? q.for('update', { of: agents }) : q);
  return row ?? null;
}

async function findAgency(conn: Conn, id: number): Promise<AgencyRow | null> {
  const [row] = await conn
    .select({ id: agencies.id, accountId: agencies.accountId, companyName: agencies.companyName })
    .from(agencies)
    .innerJoin(accounts, eq(accounts.id, agencies.accountId))
    .where(and(eq(agencies.id, id), eq(accounts.isBlocked, false)));
  return row ?? null;
}

/** Spends one of today's invitations or join requests, or throws 429 with Retry-After. */
async function reserveSend(key: string, rule: Limit): Promise<number[]> {
  const slot = await reserveHits([{ key, rule }]);
  if (slot.allowed) return slot.hitIds;
  const hours = Math.max(1, Math.ceil(slot.retryAfterSeconds / 3600));
  throw new AppError(
    429,
    'rate_limited',
    msg('enrollments:errors.tooMany', { hours }),
    undefined,
    slot.retryAfterSeconds,
  );
}

/**
 * Creates a pending enrollment of `type` for the pair, after the checks that give clear answers:
 * the agent already works there, or a pending one exists (sent by this side, or awaiting its answer).
 */
async function send(
  type: EnrollmentType,
  agent: AgentRow,
  agency: AgencyRow,
  hitIds: number[],
): Promise<EnrollmentItem> {
  try {
    return await db().transaction(async (tx) => {
      const current = await findAgent(tx, agent.id, true);
      if (!current) throw notFound();
      if (current.agencyId === agency.id) throw conflict(E.alreadyWorker);
      const [open] = await tx
        .select({ type: enrollments.type })
        .from(enrollments)
        .where(
          and(
            eq(enrollments.agentId, agent.id),
            eq(enrollments.agencyId, agency.id),
            eq(enrollments.status, 'pending'),
          ),
        );
      if (open) throw conflict(open.type === type ? E.alreadySent : E.awaitsYourAnswer);
      const [row] = await tx
        .insert(enrollments)
        .values({ agentId: agent.id, agencyId: agency.id, type, status: 'pending' })
        .returning({ id: enrollments.id });
      return (await itemById(row!.id, tx))!;
    });
  } catch (e) {
    // Nothing was sent: the day's allowance is not spent.
    await releaseHits(hitIds);
    if (isUniqueViolation(e)) throw conflict(E.alreadySent); // a parallel request won the race
    throw e;
  }
}

const pairNames = (agent: AgentRow, agency: AgencyRow) => ({
  agentId: agent.id,
  agencyId: agency.id,
  agentName: agent.fullName,
  companyName: agency.companyName,
});

/** A company invites a specialist (role Agency). */
export async function invite(caller: SessionAccount, agentId: number): Promise<EnrollmentItem> {
  const agencyId = agencyOf(caller);
  if (agencyId === null) throw forbidden(E.agencyOnly);
  const [agency, agent] = await Promise.all([findAgency(db(), agencyId), findAgent(db(), agentId)]);
  if (!agency) throw forbidden(E.agencyOnly);
  if (!agent) throw notFound();
  const hitIds = await reserveSend(keys.invitationsAgency(agencyId), LIMITS.invitationsPerAgency);
  const item = await send(INVITATION, agent, agency, hitIds);
  await noticeEnrollment('invited', agent.accountId, pairNames(agent, agency));
  return item;
}

/** A specialist asks to join a company (an account with an agent profile). */
export async function join(caller: SessionAccount, agencyId: number): Promise<EnrollmentItem> {
  const agentId = agentOf(caller);
  if (agentId === null) throw forbidden(E.agentOnly);
  const [agent, agency] = await Promise.all([findAgent(db(), agentId), findAgency(db(), agencyId)]);
  if (!agent) throw forbidden(E.agentOnly);
  if (!agency) throw notFound();
  const hitIds = await reserveSend(keys.joinRequestsAgent(agentId), LIMITS.joinRequestsPerAgent);
  const item = await send(JOIN_REQUEST, agent, agency, hitIds);
  await noticeEnrollment('joinRequest', agency.accountId, pairNames(agent, agency));
  return item;
}

/** The receiver's answer. Accepting makes the agent a worker of the agency, leaving any other. */
async function answer(
  caller: SessionAccount,
  id: number,
  status: 'accepted' | 'declined',
): Promise<EnrollmentItem> {
  const done = await db().transaction(async (tx) => {
    const [e] = await tx.select().from(enrollments).where(eq(enrollments.id, id)).for('update');
    if (!e || !isReceiver(caller, e)) throw notFound();
    const [agent, agency] = await Promise.all([
      findAgent(tx, e.agentId, true),
      findAgency(tx, e.agencyId),
    ]);
    if (!agent || !agency) throw notFound();
    if (e.status !== 'pending') throw conflict(E.notPending);
    const now = new Date();
    if (status === 'accepted') {
      if (agent.agencyId === agency.id) throw conflict(E.alreadyWorker);
      await tx
        .update(agents)
        .set({ agencyId: agency.id, joinedAgencyAt: now, updatedAt: now })
        .where(eq(agents.id, agent.id));
      // The old company loses the worker's projects from its rating, the new one gains them.
      await refreshAgencyRatings(tx, [agent.agencyId, agency.id]);
    }
    await tx.update(enrollments).set({ status, respondedAt: now }).where(eq(enrollments.id, id));
    return { type: e.type, agent, agency, item: (await itemById(id, tx))! };
  });
  const { type, agent, agency, item } = done;
  // The sender hears the answer: the agency of its invitation, the agent of its join request.
  const kind: NoticeKind =
    type === INVITATION
      ? status === 'accepted'
        ? 'invitationAccepted'
        : 'invitationDeclined'
      : status === 'accepted'
        ? 'requestAccepted'
        : 'requestDeclined';
  const to = type === INVITATION ? agency.accountId : agent.accountId;
  await noticeEnrollment(kind, to, pairNames(agent, agency));
  return item;
}

export const accept = (caller: SessionAccount, id: number) => answer(caller, id, 'accepted');
export const decline = (caller: SessionAccount, id: number) => answer(caller, id, 'declined');

/** The sender takes back a pending enrollment: the row is deleted. */
export async function withdraw(caller: SessionAccount, id: number): Promise<void> {
  await db().transaction(async (tx) => {
    const [e] = await tx.select().from(enrollments).where(eq(enrollments.id, id)).for('update');
    if (!e || !isSender(caller, e)) throw notFound();
    const [agent, agency] = await Promise.all([
      findAgent(tx, e.agentId),
      findAgency(tx, e.agencyId),
    ]);
    if (!agent || !agency) throw notFound();
    if (e.status !== 'pending') throw conflict(E.notPending);
    await tx.delete(enrollments).where(eq(enrollments.id, id));
  });
}

/**
 * The agency removes a worker, or the worker leaves. Workers are public (the agency page lists
 * them), so someone else trying gets 403; a pair that is not agency and worker is 404.
 */
export async function removeWorker(
  caller: SessionAccount,
  agencyId: number,
  agentId: number,
): Promise<void> {
  await db().transaction(async (tx) => {
    const [agency, agent] = await Promise.all([
      findAgency(tx, agencyId),
      findAgent(tx, agentId, true),
    ]);
    if (!agency || !agent || agent.agencyId !== agencyId)
      throw new AppError(404, 'not_found', E.notWorker);
    if (agencyOf(caller) !== agencyId && agentOf(caller) !== agentId) throw forbidden();
    await tx
      .update(agents)
      .set({ agencyId: null, joinedAgencyAt: null, updatedAt: new Date() })
      .where(eq(agents.id, agentId));
    await refreshAgencyRatings(tx, [agencyId]);
  });
}
