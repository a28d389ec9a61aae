// One-time codes (docs/decisions/006-accounts.md): 5 digits from a CSPRNG, stored only as an argon2id hash (a table
// dump does not hand out live codes for free), valid 10 minutes, single use, bound to one target
// (phone or e-mail) and purpose, dead after 5 wrong tries. A new code replaces the previous one,
// except for sign-ups: each registration keeps its own code (its payload holds what that
// registration chose), so registering a pending number again never changes what an earlier code
// activates. E-mail codes also get a link token (256 bits, SHA-256 stored) for the "verify" page.
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '@/lib/db/client.server';
import { codePurposeEnum, oneTimeCodes } from '@/lib/db/schema';
import { AppError } from '@/lib/http/app-error';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, RESEND_SECONDS } from '@/lib/rate-limit/limits';
import { hashPassword, verifyPassword } from './password.server';
import { newToken, sha256 } from './session.server';

export type CodePurpose = (typeof codePurposeEnum.enumValues)[number];
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export const wrongCode = () =>
  new AppError(400, 'wrong_code', 'auth:wrongCode', { code: 'auth:wrongCode' });

export function generateCode(): string {
  return crypto.randomInt(0, 100_000).toString().padStart(5, '0');
}

export type IssueOptions = {
  target: string;
  purpose: CodePurpose;
  accountId: number | null;
  payload?: unknown;
  withLink?: boolean;
  ip?: string | null;
  now?: Date;
  /**
   * Which live codes of the target and purpose stop working: all of them (the default), one (the
   * resend of one sign-up) or none (a new sign-up: each registration keeps its own code).
   */
  replace?: 'all' | 'none' | { id: number };
};

export async function issueCode(
  opts: IssueOptions,
): Promise<{ code: string; linkToken: string | null }> {
  const now = opts.now ?? new Date();
  const code = generateCode();
  const linkToken = opts.withLink ? newToken() : null;
  const codeHash = await hashPassword(code);
  const replace = opts.replace ?? 'all';
  await db().transaction(async (tx) => {
    if (replace !== 'none') {
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(oneTimeCodes.target, opts.target),
            eq(oneTimeCodes.purpose, opts.purpose),
            isNull(oneTimeCodes.consumedAt),
            replace === 'all' ? undefined : eq(oneTimeCodes.id, replace.id),
          ),
        );
    }
    await tx.insert(oneTimeCodes).values({
      target: opts.target,
      purpose: opts.purpose,
      accountId: opts.accountId,
      codeHash,
      linkTokenHash: linkToken ? sha256(linkToken) : null,
      payload: opts.payload ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      resendAfter: new Date(now.getTime() + RESEND_SECONDS * 1000),
      ip: opts.ip ?? null,
    });
  });
  return { code, linkToken };
}

/** The live codes of a target and purpose (not consumed, not expired), newest first; `accountId` narrows them to one account's. */
export async function liveCodes(
  target: string,
  purpose: CodePurpose,
  now = new Date(),
  accountId?: number,
): Promise<CodeRow[]> {
  return db()
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.target, target),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        accountId === undefined ? undefined : eq(oneTimeCodes.accountId, accountId),
      ),
    )
    .orderBy(desc(oneTimeCodes.id));
}

/**
 * The latest code of a target and purpose, live or not (a resend reuses its account and payload);
 * with `accept`, the latest one it accepts among the recent ones.
 */
export async function latestCode(
  target: string,
  purpose: CodePurpose,
  accept: (row: CodeRow) => boolean = () => true,
): Promise<CodeRow | null> {
  const rows = await db()
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.target, target), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(10);
  return rows.find(accept) ?? null;
}

async function consume(id: number, now: Date): Promise<boolean> {
  const done = await db()
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return done.length === 1;
}

/**
 * Ends every code of a target and purpose (a confirmed sign-up ends the others of its number) and
 * forgets what their payloads held: a dead code must not keep a password hash around.
 */
export async function retireCodes(q: Db | Tx, target: string, purpose: CodePurpose, now: Date) {
  await q
    .update(oneTimeCodes)
    .set({ consumedAt: sql`coalesce(${oneTimeCodes.consumedAt}, ${now})`, payload: null })
    .where(and(eq(oneTimeCodes.target, target), eq(oneTimeCodes.purpose, purpose)));
}

/** Counts one try on a code, or answers false when its five are used up (or it was consumed). */
async function countTry(id: number): Promise<boolean> {
  const counted = await db()
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return counted.length === 1;
}

/**
 * Checks a typed code against the live codes of the target and purpose (several only for pending
 * sign-ups, at most the per-number send limit) and consumes the one it matches. Each try is
 * counted on each code *before* its hash is compared, with an atomic `attempts < 5` update, so
 * parallel guesses cannot get more than five tries on any code between them.
 * With `accountId`, only that account's code is looked at: another account's tries neither use
 * nor burn it (a contact change is bound to the account that asked for it).
 */
export async function checkCode(
  target: string,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
  opts: { accountId?: number; accept?: (row: CodeRow) => boolean } = {},
): Promise<CodeRow> {
  for (const row of await liveCodes(target, purpose, now, opts.accountId)) {
    if (opts.accept && !opts.accept(row)) continue;
    if (!(await countTry(row.id))) continue;
    if (!(await verifyPassword(row.codeHash, code))) continue;
    if (!(await consume(row.id, now))) break; // used by a parallel request a moment ago
    return row;
  }
  throw wrongCode();
}

/** The e-mail link: the same code row, found by the hash of its link token. */
export async function checkLinkToken(
  token: string,
  purpose: CodePurpose,
  now = new Date(),
): Promise<CodeRow> {
  const [row] = await db()
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.linkTokenHash, sha256(token)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row || !(await consume(row.id, now))) throw wrongCode();
  return row;
}
