// The session cache (docs/performance.md#session-cache): a signed-in request finds its session
// without a query, and loses it at once on every write that changes what the lookup reads —
// whichever module writes — while a notice from another process drops it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db, getHandle } from '@/lib/db/client.server';
import { accounts, sessions } from '@/lib/db/schema';
import { installQueryCounter, withQueryCounter } from '@/lib/db/query-count.server';
import { isWatchedWrite, sessionDataGeneration } from '@/lib/db/write-watch.server';
import { updateUser } from '@/lib/admin/users/manage-users.server';
import { sendMessage } from '@/lib/messages/send.server';
import { unreadTotalSql } from '@/lib/messages/unread.server';
import { listenForPublicChanges } from '@/lib/cache/cache-bus.server';
import { runBeforeDatabaseCloses } from '@/lib/platform/shutdown.server';
import { makeAccount } from '@/lib/accounts/testing/fixtures';
import { changePassword } from './change-password.server';
import { createSession, deleteSession, readSession } from './session.server';

beforeAll(() => installQueryCounter(db()));
afterAll(async () => {
  await runBeforeDatabaseCloses(); // stops the listener started below
});

/** readSession and the number of queries it made (all of them, and those counted as its own). */
const read = (token: string, withUnread = true, now = new Date()) =>
  withQueryCounter(async (count, countSession) => ({
    session: await readSession(token, now, withUnread ? { unread: unreadTotalSql } : {}),
    queries: count(),
    sessionQueries: countSession(),
  }));

async function admin() {
  const a = await makeAccount();
  await db().update(accounts).set({ role: 'Admin' }).where(eq(accounts.id, a.id));
  return a;
}

describe('the session cache', () => {
  it('answers a repeated lookup without a query; an API lookup reuses a page lookup', async () => {
    const a = await makeAccount({ fullName: 'Kesh Sinov' });
    // Its one statement is counted as the session's (X-Db-Session-Queries: page tests leave it out).
    expect(await read(a.token)).toMatchObject({ queries: 1, sessionQueries: 1 });
    const other = await withQueryCounter(async (count, countSession) => {
      await db().execute(sql`select 1`);
      return { queries: count(), sessionQueries: countSession() };
    });
    expect(other).toEqual({ queries: 1, sessionQueries: 0 });
    const again = await read(a.token);
    expect(again.queries).toBe(0);
    expect(again.session?.account).toMatchObject({ id: a.id, fullName: 'Kesh Sinov' });
    expect(again.session?.unread).toBe(0);
    expect((await read(a.token, false)).queries).toBe(0);
  });

  it('signs a blocked account out at once', async () => {
    const [boss, a] = [await admin(), await makeAccount()];
    expect((await read(a.token)).session).not.toBeNull();
    await updateUser(boss.id, a.id, { isBlocked: true });
    expect((await read(a.token)).session).toBeNull();
  });

  it('forgets a signed-out session and the other devices after a password change', async () => {
    const a = await makeAccount();
    const other = await createSession(a.id, { rememberMe: false });
    const here = (await read(a.token)).session!;
    expect((await read(other.token)).session).not.toBeNull();
    await changePassword({
      accountId: a.id,
      sessionId: here.sessionId,
      currentPassword: a.password,
      newPassword: 'Other-Pass-77',
    });
    expect((await read(other.token)).session).toBeNull();
    expect((await read(a.token)).session).not.toBeNull();
    await deleteSession(a.token);
    expect((await read(a.token)).session).toBeNull();
  });

  it('shows a change made by any module, in or out of a transaction, on the next request', async () => {
    const a = await makeAccount({ fullName: 'Old Name' });
    await read(a.token);
    await db().update(accounts).set({ fullName: 'New Name' }).where(eq(accounts.id, a.id));
    expect((await read(a.token)).session?.account.fullName).toBe('New Name');
    await db().transaction(async (tx) => {
      await tx.update(accounts).set({ role: 'Agent' }).where(eq(accounts.id, a.id));
    });
    expect((await read(a.token)).session?.account.role).toBe('Agent');
    // A rolled-back write changes nothing, and costs one lookup.
    await db()
      .transaction(async (tx) => {
        await tx.update(accounts).set({ fullName: 'Rolled Back' }).where(eq(accounts.id, a.id));
        throw new Error('no');
      })
      .catch(() => {});
    expect((await read(a.token)).session?.account.fullName).toBe('New Name');
  });

  it('drops a session that expires, with or without a write', async () => {
    const a = await makeAccount();
    await read(a.token);
    expect((await read(a.token, true, new Date(Date.now() + 13 * 3600_000))).session).toBeNull();
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, a.id));
    expect((await read(a.token)).session).toBeNull();
  });

  it('updates the unread badge when a message arrives', async () => {
    const [a, b] = [await makeAccount(), await makeAccount()];
    const sender = (await read(a.token)).session!.account;
    expect((await read(b.token)).session?.unread).toBe(0);
    await sendMessage(sender, { toAccountId: b.id, content: 'Salom, ertaga kelasizmi?' });
    expect((await read(b.token)).session?.unread).toBe(1);
  });

  it('drops everything when another process tells of a write (PostgreSQL)', async () => {
    const { url } = getHandle();
    if (!url) return; // PGlite is one process's database: nobody else writes
    listenForPublicChanges();
    const a = await makeAccount();
    await read(a.token);
    await new Promise((r) => setTimeout(r, 300)); // the listener is connected
    expect((await read(a.token)).queries).toBe(0);
    const before = sessionDataGeneration();
    await db().execute(sql`select pg_notify('data_changed', 'another-process accounts')`);
    const end = Date.now() + 5000;
    while (sessionDataGeneration() === before && Date.now() < end)
      await new Promise((r) => setTimeout(r, 20));
    expect((await read(a.token)).queries).toBe(1);
  });
});

describe('isWatchedWrite', () => {
  it('names the writes to what a session lookup reads, not the reads', () => {
    expect(isWatchedWrite('update "accounts" set "full_name" = $1')).toBe(true);
    expect(isWatchedWrite('delete from "sessions" where "account_id" = $1')).toBe(true);
    expect(isWatchedWrite('insert into "messages" ("content") values ($1)')).toBe(true);
    expect(isWatchedWrite('with x as (delete from "account_blocks") select 1')).toBe(true);
    expect(isWatchedWrite('select "accounts"."updated_at" from "accounts"')).toBe(false);
    expect(isWatchedWrite('update "projects" set "views" = 1')).toBe(false);
  });
});
