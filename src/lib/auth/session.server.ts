// Opaque session tokens (256 bits); only their SHA-256 is stored (docs/decisions/006-accounts.md).
import crypto from 'node:crypto';
import { and, eq, gt, inArray, ne, type SQL, type SQLWrapper } from 'drizzle-orm';
import { db, type Db } from '../db/client.server';
import { accounts, agencies, agents, sessions } from '../db/schema';
import { sessionDataGeneration } from '@/lib/db/write-watch.server';
import { countedAsSessionRead } from '@/lib/db/query-count.server';
import { cachedSessionRow, keepSessionRow } from './session-cache.server';

export const SESSION_COOKIE = 'sid';
export const REMEMBER_MS = 30 * 24 * 3600 * 1000;
export const SHORT_MS = 12 * 3600 * 1000;

export type SessionAccount = {
  id: number;
  fullName: string;
  role: 'User' | 'Agent' | 'Agency' | 'Admin';
  isPro: boolean;
  proUntil: Date | null;
  photoPath: string | null;
  agentId: number | null;
  agencyId: number | null;
};

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export async function createSession(
  accountId: number,
  opts: { rememberMe: boolean; userAgent?: string | null; now?: Date },
) {
  const now = opts.now ?? new Date();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (opts.rememberMe ? REMEMBER_MS : SHORT_MS));
  await db()
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      accountId,
      rememberMe: opts.rememberMe,
      expiresAt,
      userAgent: opts.userAgent ?? null,
    });
  return { token, expiresAt };
}

/** The session row behind a token hash, from the database; kept for the next requests. */
async function lookUp(hash: string, now: Date, counts: HeaderCounts) {
  const generation = sessionDataGeneration();
  const rows = await countedAsSessionRead(() =>
    db()
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        id: accounts.id,
        fullName: accounts.fullName,
        role: accounts.role,
        isPro: accounts.isPro,
        proUntil: accounts.proUntil,
        accountPhoto: accounts.photoPath,
        isBlocked: accounts.isBlocked,
        isVerified: accounts.isVerified,
        agentId: agents.id,
        agentPhoto: agents.photoPath,
        agencyId: agencies.id,
        agencyPhoto: agencies.photoPath,
        ...(counts.unread ? { unread: counts.unread(accounts.id) } : {}),
        ...(counts.bell ? { bell: counts.bell(accounts.id) } : {}),
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .leftJoin(agents, eq(agents.accountId, accounts.id))
      .leftJoin(agencies, eq(agencies.accountId, accounts.id))
      .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, now)))
      .limit(1),
  );
  const row = rows[0];
  if (row) keepSessionRow(hash, generation, row, now.getTime());
  return row;
}
type SessionRow = Awaited<ReturnType<typeof lookUp>> & {};

/** A scalar subquery of one number for the account a column names: the messages domain's
 *  `unreadTotalSql`, passed in by the caller because auth sits below messages and imports none of it. */
export type UnreadColumn = (accountId: SQLWrapper) => SQL<number>;
/** The header's counts a page reads with its session: unread messages, unread notifications (the bell). */
export type HeaderCounts = { unread?: UnreadColumn; bell?: UnreadColumn };

/**
 * The account behind a token, or null (unknown, expired, blocked or unverified). `unread`: its
 * unread message total too, in the same query (pages show it in the header; endpoints do not).
 */
export async function readSession(
  token: string,
  now = new Date(),
  opts: HeaderCounts = {},
): Promise<{ sessionId: number; account: SessionAccount; unread?: number; bell?: number } | null> {
  if (!token || token.length > 200) return null;
  const hash = sha256(token);
  // Kept a few seconds, dropped by any write to what it reads (session-cache.server.ts).
  const row =
    cachedSessionRow<SessionRow>(
      hash,
      now.getTime(),
      (r) => (!opts.unread || 'unread' in r) && (!opts.bell || 'bell' in r),
    ) ?? (await lookUp(hash, now, opts));
  if (!row || row.isBlocked || !row.isVerified || row.expiresAt <= now) return null;
  // The photo comes from the agent, agency or account record depending on the role (docs/product.md §6).
  const photoPath =
    row.role === 'Agency'
      ? (row.agencyPhoto ?? row.accountPhoto)
      : row.role === 'Agent' || row.role === 'Admin'
        ? (row.agentPhoto ?? row.accountPhoto)
        : row.accountPhoto;
  const proActive = row.isPro && (!row.proUntil || row.proUntil > now);
  return {
    sessionId: row.sessionId,
    // Only when asked: a cached page lookup also answers endpoints, which do not show it.
    ...(opts.unread && 'unread' in row ? { unread: row.unread } : {}),
    ...(opts.bell && 'bell' in row ? { bell: row.bell } : {}),
    account: {
      id: row.id,
      fullName: row.fullName,
      role: row.role,
      isPro: proActive,
      proUntil: row.proUntil,
      photoPath,
      agentId: row.agentId,
      agencyId: row.agencyId,
    },
  };
}

/**
 * Which of these sessions still let their account in, by the rules of `readSession` (the row is
 * there, not expired, its account neither blocked nor unverified), read from the database and never
 * from the session cache: the live message streams ask it to end the streams of sessions that
 * ended after they opened (hub.server.ts).
 */
export async function standingSessions(
  sessionIds: readonly number[],
  now = new Date(),
  database: Db = db(),
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await database
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        gt(sessions.expiresAt, now),
        eq(accounts.isBlocked, false),
        eq(accounts.isVerified, true),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function deleteSession(token: string) {
  await db()
    .delete(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
}

export async function deleteAllSessions(accountId: number) {
  await db().delete(sessions).where(eq(sessions.accountId, accountId));
}

/** After a password change: every other device signs in again, this one stays. */
export async function deleteOtherSessions(
  accountId: number,
  keepSessionId: number | null,
  tx: Pick<Db, 'delete'> = db(),
) {
  await tx
    .delete(sessions)
    .where(
      keepSessionId === null
        ? eq(sessions.accountId, accountId)
        : and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)),
    );
}
