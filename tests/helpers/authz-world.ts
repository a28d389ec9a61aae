// The people of the authorisation matrix (tests/integration/authz-matrix.test.ts): one fresh
// account per role and case, made with the factories, given a real password and a real session, and
// seen exactly as the middleware would see it (readSession builds the SessionAccount).
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts } from '@/lib/db/schema';
import { createSession, readSession, type SessionAccount } from '@/lib/auth/session.server';
import { hashPassword } from '@/lib/auth/password.server';
import { makeAccount, makeAgency, makeAgent } from '../factories/professionals';

/** Everyone who can call an endpoint. `owner` is the owner of the object the row acts on. */
export const ROLES = [
  'visitor',
  'user',
  'agent',
  'agentPro',
  'agency',
  'agencyPro',
  'admin',
  'owner',
] as const;
export type Role = (typeof ROLES)[number];
export type AccountKind = Exclude<Role, 'visitor' | 'owner'>;

export const PASSWORD = 'Matritsa-2024';
let passwordHash: Promise<string> | undefined;

export type Person = { account: SessionAccount; token: string; sessionId: number; phone: string };

async function makeRow(kind: AccountKind): Promise<{ id: number; phone: string | null }> {
  switch (kind) {
    case 'user':
      return makeAccount({ role: 'User' });
    case 'admin':
      return makeAccount({ role: 'Admin' });
    case 'agent':
      return (await makeAgent({ isPro: false })).account;
    case 'agentPro':
      return (await makeAgent({ isPro: true })).account;
    case 'agency':
    case 'agencyPro': {
      const { account } = await makeAgency();
      if (kind === 'agencyPro')
        await db()
          .update(accounts)
          .set({ isPro: true, proSince: new Date() })
          .where(eq(accounts.id, account.id));
      return account;
    }
  }
}

/** A verified account of `kind` with PASSWORD and a session, as the middleware presents it. */
export async function makePerson(kind: AccountKind): Promise<Person> {
  const row = await makeRow(kind);
  passwordHash ??= hashPassword(PASSWORD);
  await db()
    .update(accounts)
    .set({ passwordHash: await passwordHash })
    .where(eq(accounts.id, row.id));
  const { token } = await createSession(row.id, { rememberMe: false });
  const session = await readSession(token);
  if (!session) throw new Error(`no session for a new ${kind}`);
  return { account: session.account, token, sessionId: session.sessionId, phone: row.phone ?? '' };
}

/** The SessionAccount again after the database changed (PRO activated, photo set…). */
export async function refresh(person: Person): Promise<Person> {
  const s = await readSession(person.token);
  return s ? { ...person, account: s.account } : person;
}
