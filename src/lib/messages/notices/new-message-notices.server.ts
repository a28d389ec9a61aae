// "You have a new message from {name}" by SMS or e-mail (docs/product.md, messages): sent when a
// message has waited unread for UNREAD_FOR, at most once per conversation and receiver in EVERY,
// never to a receiver who turned it off (accounts.notifyMessages) or blocked the sender, and never
// with the message's text (an SMS is read on a lock screen). Only the path /account/messages.
//
// Several server processes run this job at once: each notice is claimed by one UPDATE … RETURNING
// (the row lock makes a second process's UPDATE see the new notified_at and skip the row), so one
// process sends it and no other. A notice whose delivery failed gives its claim back.
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { notifyAccount } from '@/lib/notify/notify-account.server';

export const UNREAD_FOR_MINUTES = 10;
export const EVERY_HOURS = 6;
/** Older unread messages are not worth a notice any more (and keep the scan small). */
const LOOKBACK_HOURS = 24;
const CLAIMS_PER_RUN = 200;

type Claim = {
  accountId: number;
  conversationId: number;
  previous: string | Date | null;
  name: string;
};

/** One pass: claims the due notices and sends them. Returns how many were sent. */
export async function sendNewMessageNotices(now = new Date()): Promise<number> {
  const claims = await claimDue(now);
  let sent = 0;
  for (const c of claims) {
    const result = await notifyAccount(c.accountId, {
      key: 'messages:notice.newMessage',
      params: { name: c.name },
      link: '/account/messages',
    });
    if (result === 'sent') sent++;
    // A provider failure: give the claim back so the next pass tries again.
    if (result === 'failed') await releaseClaim(c, now);
  }
  return sent;
}

async function claimDue(now: Date): Promise<Claim[]> {
  const at = now.toISOString();
  const result = await db().execute<{
    account_id: number;
    conversation_id: number;
    previous: string | Date | null;
    name: string;
  }>(sql`
    with due as (
      select p.conversation_id, p.account_id, p.notified_at as previous, sender.full_name as name
      from conversations c
      join conversation_participants p on p.conversation_id = c.id
      join accounts receiver on receiver.id = p.account_id
      join accounts sender
        on sender.id = case when c.low_account_id = p.account_id
                            then c.high_account_id else c.low_account_id end
      where c.last_message_at > ${at}::timestamptz - make_interval(hours => ${LOOKBACK_HOURS})
        and receiver.notify_messages and not receiver.is_blocked and not sender.is_blocked
        and (p.notified_at is null
             or p.notified_at <= ${at}::timestamptz - make_interval(hours => ${EVERY_HOURS}))
        -- not read for UNREAD_FOR: the receiver has not opened it since the message came
        and (p.last_read_at is null
             or p.last_read_at <= ${at}::timestamptz - make_interval(mins => ${UNREAD_FOR_MINUTES}))
        and not exists (
          select 1 from account_blocks b
          where b.blocker_account_id = p.account_id and b.blocked_account_id = sender.id)
        -- an unread message of the other party, waiting for UNREAD_FOR, newer than the last notice
        and exists (
          select 1 from messages m
          where m.conversation_id = p.conversation_id
            and m.sender_account_id = sender.id
            and m.id > p.last_read_message_id
            and m.created_at <= ${at}::timestamptz - make_interval(mins => ${UNREAD_FOR_MINUTES})
            and m.created_at > coalesce(p.notified_at, '-infinity'::timestamptz)
            and m.created_at > ${at}::timestamptz - make_interval(hours => ${LOOKBACK_HOURS}))
      order by p.conversation_id, p.account_id
      limit ${CLAIMS_PER_RUN}
      for update of p skip locked
    )
    update conversation_participants p
    set notified_at = ${at}::timestamptz
    from due
    where p.conversation_id = due.conversation_id and p.account_id = due.account_id
      and p.notified_at is not distinct from due.previous
    returning p.account_id, p.conversation_id, due.previous, due.name`);
  return result.rows.map((r) => ({
    accountId: Number(r.account_id),
    conversationId: Number(r.conversation_id),
    previous: r.previous,
    name: r.name,
  }));
}

async function releaseClaim(c: Claim, now: Date): Promise<void> {
  const previous = c.previous === null ? null : new Date(c.previous).toISOString();
  await db().execute(sql`
    update conversation_participants set notified_at = ${previous}::timestamptz
    where conversation_id = ${c.conversationId} and account_id = ${c.accountId}
      and notified_at = ${now.toISOString()}::timestamptz`);
}
