// Admin writes on accounts (docs/api.md "Admin"): role and block (PATCH), ending sessions, and
// creating a verified account. Every write is audited in its own transaction.
//
// Roles and the public records (professional-rows.server.ts): becoming an Agent makes the agent row
// if there is none. An Agency needs its company (TIN and name), which an admin cannot make up, so a
// change to Agency is refused unless the account already has its agency row (it was an Agency
// before); a new Agency account is created with its company in the body. Leaving Agent or Agency
// keeps the row (its projects, reviews and enrollments stay), as it is when the role comes back.
import { and, count, eq, ne } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db/client.server';
import { accounts, agencies, sessions } from '@/lib/db/schema';
import { AppError, notFound } from '@/lib/http/app-error';
import { normalizeApostrophes } from '@/lib/i18n/translit';
import { writeAudit } from '@/lib/audit/audit.server';
import { dropPublicCaches, publicDataChanged } from '@/lib/cache/cache-bus.server';
import { createProfessionalRow, isUniqueViolation } from '@/lib/accounts/professional-rows.server';
import { findAccountByUsername } from '@/lib/auth/find-account.server';
import { hashPassword } from '@/lib/auth/password.server';
import { assertCompanyFree } from '@/lib/accounts/registration/register.server';
import { userExists } from '@/lib/accounts/registration/confirm-registration.server';
import { channelOf } from '@/lib/auth/send-code.server';
import type { CreateUserInput, UpdateUserInput } from './users.schema';

const bad = (key: string, field: string) =>
  new AppError(400, 'validation_failed', key, { [field]: key });

const snapshot = (a: typeof accounts.$inferSelect) => ({ role: a.role, isBlocked: a.isBlocked });

async function lockAccount(tx: Tx, id: number) {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update').limit(1);
  if (!row) throw notFound();
  return row;
}

export async function updateUser(actorId: number, id: number, input: UpdateUserInput) {
  if (id === actorId && input.isBlocked === true)
    throw bad('adminUsers:errors.blockSelf', 'isBlocked');
  if (id === actorId && input.role && input.role !== 'Admin')
    throw bad('adminUsers:errors.demoteSelf', 'role');
  let publicChange = false;
  await db().transaction(async (tx) => {
    const before = await lockAccount(tx, id);
    const role = input.role ?? before.role;
    const isBlocked = input.isBlocked ?? before.isBlocked;
    if (before.role === 'Admin' && role !== 'Admin') {
      // Two admins demoting each other at once: the lock on the admin rows orders them.
      const admins = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.role, 'Admin'), ne(accounts.id, id)))
        .for('update');
      if (admins.length === 0)
        throw new AppError(409, 'conflict', 'adminUsers:errors.lastAdmin', {
          role: 'adminUsers:errors.lastAdmin',
        });
    }
    if (role === 'Agency' && before.role !== 'Agency') {
      const [agency] = await tx
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.accountId, id))
        .limit(1);
      if (!agency) throw bad('adminUsers:errors.agencyNeedsCompany', 'role');
    }
    const [after] = await tx
      .update(accounts)
      .set({ role, isBlocked, updatedAt: new Date() })
      .where(eq(accounts.id, id))
      .returning();
    if (role === 'Agent') await createProfessionalRow(tx, after!, null);
    if (isBlocked && !before.isBlocked) await tx.delete(sessions).where(eq(sessions.accountId, id));
    const verb = isBlocked !== before.isBlocked ? (isBlocked ? 'block' : 'unblock') : 'update';
    await writeAudit(tx, actorId, {
      action: `user.${verb}`,
      entity: 'account',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after!),
    });
    // A blocked account's cards and projects leave the public pages; a new role moves them.
    publicChange = role !== before.role || isBlocked !== before.isBlocked;
    if (publicChange) await publicDataChanged(tx);
  });
  if (publicChange) dropPublicCaches();
}

/** Signs the account out everywhere; answers how many sessions ended (the audit keeps it). */
export async function endUserSessions(actorId: number, id: number) {
  await db().transaction(async (tx) => {
    await lockAccount(tx, id);
    const [n] = await tx.select({ n: count() }).from(sessions).where(eq(sessions.accountId, id));
    await tx.delete(sessions).where(eq(sessions.accountId, id));
    await writeAudit(tx, actorId, {
      action: 'user.end-sessions',
      entity: 'account',
      entityId: id,
      extra: { sessions: n?.n ?? 0 },
    });
  });
}

/** A verified account that can sign in at once (no code is sent). */
export async function createUser(actorId: number, input: CreateUserInput): Promise<number> {
  if (await findAccountByUsername(input.username)) throw userExists();
  const company =
    input.role === 'Agency'
      ? { tin: input.tin!, companyName: normalizeApostrophes(input.companyName!) }
      : null;
  if (company) await assertCompanyFree(company.tin, company.companyName);
  const passwordHash = await hashPassword(input.password);
  const channel = channelOf(input.username);
  const professional = input.role === 'Agent' || input.role === 'Agency';
  try {
    const id = await db().transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          [channel]: input.username,
          passwordHash,
          fullName: normalizeApostrophes(input.fullName),
          role: input.role,
          isVerified: true,
        })
        .returning();
      await createProfessionalRow(tx, account!, company);
      await writeAudit(tx, actorId, {
        action: 'user.create',
        entity: 'account',
        entityId: account!.id,
        after: { [channel]: input.username, fullName: account!.fullName, role: account!.role },
        ...(company ? { extra: { company } } : {}),
      });
      if (professional) await publicDataChanged(tx);
      return account!.id;
    });
    if (professional) dropPublicCaches();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw userExists(); // a parallel create or sign-up won the race
    throw error;
  }
}
