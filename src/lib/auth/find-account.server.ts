// Accounts are found by their normalised username: E.164 phone or lower-case e-mail.
import { eq } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts } from '../db/schema';
import { channelOf } from './send-code.server';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByUsername(username: string): Promise<AccountRow | null> {
  const column = channelOf(username) === 'email' ? accounts.email : accounts.phone;
  const [row] = await db().select().from(accounts).where(eq(column, username)).limit(1);
  return row ?? null;
}

export async function findAccountById(id: number): Promise<AccountRow | null> {
  const [row] = await db().select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ?? null;
}
