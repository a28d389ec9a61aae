// How fast an account answers (reply-time.ts has the rule): its last SAMPLE first replies, read
// from the messages tables. Conversations are found through the account's participant rows (an
// index), the messages through messages_conversation_id_idx; only the newest LOOK_AT
// conversations are looked at, which bounds the work of a busy specialist's page.
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { replyHoursFrom, SAMPLE } from './reply-time';

const LOOK_AT = 200;

/** Median hours to a first reply (rounded up), or null below MIN_REPLIES replies. */
export async function replyHoursOf(accountId: number): Promise<number | null> {
  const result = await db().execute<{ seconds: number | string }>(sql`
    with mine as (
      select c.id,
             case when c.low_account_id = ${accountId}
                  then c.high_account_id else c.low_account_id end as other
      from conversation_participants p
      join conversations c on c.id = p.conversation_id
      where p.account_id = ${accountId}
      order by c.created_at desc
      limit ${LOOK_AT}
    ), asked as (
      select mine.id, first.id as message_id, first.created_at
      from mine
      cross join lateral (
        select m.id, m.created_at from messages m
        where m.conversation_id = mine.id and m.sender_account_id = mine.other
        order by m.id limit 1
      ) first
    ), replied as (
      select asked.created_at as asked_at, reply.created_at as replied_at
      from asked
      cross join lateral (
        select m.created_at from messages m
        where m.conversation_id = asked.id and m.sender_account_id = ${accountId}
          and m.id > asked.message_id
        order by m.id limit 1
      ) reply
    )
    select extract(epoch from (replied_at - asked_at))::float8 as seconds
    from replied
    order by replied_at desc
    limit ${SAMPLE}`);
  return replyHoursFrom(result.rows.map((r) => Number(r.seconds)));
}
