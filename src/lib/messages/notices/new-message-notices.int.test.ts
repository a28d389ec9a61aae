// "You have a new message" notices: after 10 minutes unread, not before, once per 6 hours per
// conversation, never when read, turned off or blocked, in the receiver's language, without the
// message's text, and claimed by one of several processes running the job at once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeActor } from '@tests/factories/pro';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { accountBlocks, accounts, conversationParticipants } from '@/lib/db/schema';
import { sendMessage } from '@/lib/messages/send.server';
import { configuredOrigin } from '@/lib/platform/public-origin.server';
import { readOutbox } from '@/lib/sms/outbox.server';
import { sendNewMessageNotices } from './new-message-notices.server';

const MIN = 60_000;
const SECRET = 'Kvartira kaliti eshik oldidagi gilam tagida';

async function phoneOf(a: SessionAccount): Promise<string> {
  const [row] = await db()
    .select({ phone: accounts.phone })
    .from(accounts)
    .where(eq(accounts.id, a.id));
  return row!.phone!;
}
const noticesTo = async (a: SessionAccount) => {
  const phone = await phoneOf(a);
  return (await readOutbox()).filter((l) => l.to === phone && l.purpose === 'notice');
};

/** A message from `from` to `to` written `minutesAgo` before `now`. */
async function pair(now: Date, minutesAgo: number) {
  const from = await makeActor('user', `Aziz Karimov ${Math.random().toString(36).slice(2, 6)}`);
  const to = await makeActor('user');
  const sent = await sendMessage(
    from,
    { toAccountId: to.id, content: SECRET },
    { now: new Date(now.getTime() - minutesAgo * MIN) },
  );
  return { from, to, sent };
}

describe('new-message notices', () => {
  it('texts the receiver once a message has waited 10 minutes, in their language, without the text', async () => {
    const now = new Date();
    const { from, to } = await pair(now, 11);
    await db().update(accounts).set({ lang: 'ru' }).where(eq(accounts.id, to.id));
    await sendNewMessageNotices(now);
    const notices = await noticesTo(to);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toBe(
      `У вас новое сообщение от ${from.fullName}. Прочитать: ${configuredOrigin()}/account/messages`,
    );
    expect(notices[0]!.text).not.toContain(SECRET);
    expect(await noticesTo(from)).toHaveLength(0); // the sender has read their own message
  });

  it('waits until the message is 10 minutes old', async () => {
    const now = new Date();
    const { to } = await pair(now, 5);
    await sendNewMessageNotices(now);
    expect(await noticesTo(to)).toHaveLength(0);
    await sendNewMessageNotices(new Date(now.getTime() + 6 * MIN));
    expect(await noticesTo(to)).toHaveLength(1);
  });

  it('sends at most one notice per conversation in 6 hours, and again for a later message', async () => {
    const now = new Date();
    const { from, to } = await pair(now, 11);
    await sendNewMessageNotices(now);
    await sendMessage(
      from,
      { toAccountId: to.id, content: 'Yana bir xabar' },
      { now: new Date(now.getTime() + MIN) },
    );
    await sendNewMessageNotices(new Date(now.getTime() + 60 * MIN));
    await sendNewMessageNotices(new Date(now.getTime() + 5 * 60 * MIN));
    expect(await noticesTo(to)).toHaveLength(1);
    // Past 6 hours, a message newer than the last notice is still unread: one more.
    await sendNewMessageNotices(new Date(now.getTime() + 6 * 60 * MIN + MIN));
    expect(await noticesTo(to)).toHaveLength(2);
    // Nothing new since: no third one, however long it waits.
    await sendNewMessageNotices(new Date(now.getTime() + 13 * 60 * MIN));
    expect(await noticesTo(to)).toHaveLength(2);
  });

  it('sends nothing once the receiver has read the conversation', async () => {
    const now = new Date();
    const { to, sent } = await pair(now, 11);
    await db()
      .update(conversationParticipants)
      .set({ lastReadMessageId: sent.message.id, lastReadAt: new Date(now.getTime() - 2 * MIN) })
      .where(
        and(
          eq(conversationParticipants.conversationId, sent.conversationId),
          eq(conversationParticipants.accountId, to.id),
        ),
      );
    await sendNewMessageNotices(now);
    expect(await noticesTo(to)).toHaveLength(0);
  });

  it('sends nothing to a receiver who turned the notices off or blocked the sender', async () => {
    const now = new Date();
    const off = await pair(now, 11);
    await db().update(accounts).set({ notifyMessages: false }).where(eq(accounts.id, off.to.id));
    const blocking = await pair(now, 11);
    await db()
      .insert(accountBlocks)
      .values({ blockerAccountId: blocking.to.id, blockedAccountId: blocking.from.id });
    await sendNewMessageNotices(now);
    expect(await noticesTo(off.to)).toHaveLength(0);
    expect(await noticesTo(blocking.to)).toHaveLength(0);
  });

  it('is sent by one of several processes running the job at the same time', async () => {
    const now = new Date();
    const { to } = await pair(now, 11);
    await Promise.all([
      sendNewMessageNotices(now),
      sendNewMessageNotices(now),
      sendNewMessageNotices(now),
    ]);
    expect(await noticesTo(to)).toHaveLength(1);
  });
});
