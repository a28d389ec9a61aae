// The safety side of messages (docs/api.md "Messages", docs/security.md "Messages"): blocking both
// ways, reports and the admins' reading of them, the sender limits (30 a minute; new conversations a
// day, fewer for a young account) and bad input — always a 4xx, never a 500, text stored as written.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makePerson, type Person } from '@tests/helpers/authz-world';
import { makeAccount } from '@tests/factories/professionals';
import { makeConversation } from '@tests/factories/messages';
import { db } from '@/lib/db/client.server';
import { accountBlocks, accounts, auditLog, conversationReports, messages } from '@/lib/db/schema';
import { LIMITS } from '@/lib/rate-limit/limits';
import { POST as sendApi } from '@/pages/api/messages/index';
import { GET as unreadApi } from '@/pages/api/messages/unread';
import { GET as listApi } from '@/pages/api/messages/conversations/index';
import { GET as detailApi } from '@/pages/api/messages/conversations/[id]/index';
import { POST as reportApi } from '@/pages/api/messages/conversations/[id]/report';
import { POST as blockApi } from '@/pages/api/messages/blocks/index';
import { DELETE as unblockApi } from '@/pages/api/messages/blocks/[accountId]';
import { GET as reportsApi } from '@/pages/api/admin/conversation-reports/index';
import { GET as reportDetailApi } from '@/pages/api/admin/conversation-reports/[id]';
import { sendMessage } from './send.server';

type Who = Person | null;
const acct = (who: Who) => who?.account ?? null;
const send = (who: Who, body: unknown, lang?: 'ru' | 'en') =>
  call(sendApi, '/api/messages', {
    method: 'POST',
    account: acct(who),
    body,
    ...(lang ? { lang } : {}),
  });
const list = (who: Person) =>
  call(listApi, '/api/messages/conversations', { account: who.account });
const detail = (who: Person, id: number) =>
  call(detailApi, `/api/messages/conversations/${id}`, {
    account: who.account,
    params: { id: String(id) },
  });
const unread = async (who: Person) =>
  (await call(unreadApi, '/api/messages/unread', { account: who.account })).json.unreadTotal;
const block = (who: Who, body: unknown) =>
  call(blockApi, '/api/messages/blocks', { method: 'POST', account: acct(who), body });
const unblock = (who: Who, id: number | string) =>
  call(unblockApi, `/api/messages/blocks/${id}`, {
    method: 'DELETE',
    account: acct(who),
    params: { accountId: String(id) },
  });
const report = (who: Who, id: number, body: unknown = {}) =>
  call(reportApi, `/api/messages/conversations/${id}/report`, {
    method: 'POST',
    account: acct(who),
    params: { id: String(id) },
    body,
  });
const reports = (who: Who, query = '') =>
  call(reportsApi, `/api/admin/conversation-reports${query ? `?${query}` : ''}`, {
    account: acct(who),
  });
const reportDetail = (who: Who, id: number | string) =>
  call(reportDetailApi, `/api/admin/conversation-reports/${id}`, {
    account: acct(who),
    params: { id: String(id) },
  });
const ids = (res: { json: { items: { id: number }[] } }) => res.json.items.map((i) => i.id);

describe('blocking', () => {
  it("refuses the blocked account's messages with 404 and hides the conversation from the blocker", async () => {
    const [pest, me] = await Promise.all([makePerson('user'), makePerson('agentPro')]);
    const { conversationId } = await makeConversation(pest.account, me.account, ['1', '2']);
    expect(await unread(me)).toBe(2);

    expect((await block(me, { accountId: pest.account.id })).status).toBe(204);
    expect((await block(me, { accountId: pest.account.id })).status).toBe(204); // idempotent
    // The blocked account cannot tell a block from a missing account.
    const refused = await send(pest, { toAccountId: me.account.id, content: 'Javob bering!' });
    expect(refused.status).toBe(404);
    expect(refused.json.error.code).toBe('not_found');
    expect(
      await db().select().from(messages).where(eq(messages.conversationId, conversationId)),
    ).toHaveLength(2);
    // The blocker: no conversation in the list, none in the badge, 404 on its page.
    expect(ids(await list(me))).toEqual([]);
    expect((await list(me)).json.metaData).toMatchObject({ totalCount: 0, unreadTotal: 0 });
    expect(await unread(me)).toBe(0);
    expect((await detail(me, conversationId)).status).toBe(404);
    // The blocker cannot write to them either while the block stands (409: unblock first).
    const mine = await send(me, { toAccountId: pest.account.id, content: 'Salom' });
    expect(mine.status).toBe(409);
    expect(mine.json.error.code).toBe('conflict');
    // The blocked side still has its own history.
    expect(ids(await list(pest))).toEqual([conversationId]);
    expect((await detail(pest, conversationId)).status).toBe(200);

    // Unblocking brings everything back.
    expect((await unblock(me, pest.account.id)).status).toBe(204);
    expect(ids(await list(me))).toEqual([conversationId]);
    expect(await unread(me)).toBe(2);
    expect((await send(pest, { toAccountId: me.account.id, content: '3' })).status).toBe(201);
    expect((await unblock(me, pest.account.id)).status).toBe(204); // nothing to lift: still 204
  });

  it('refuses blocking oneself (400) and unknown accounts (404); visitors get 401', async () => {
    const me = await makePerson('user');
    const self = await block(me, { accountId: me.account.id });
    expect(self.status).toBe(400);
    expect(Object.keys(self.json.error.fields)).toEqual(['accountId']);
    expect((await unblock(me, me.account.id)).status).toBe(400);
    expect((await block(me, { accountId: 2_000_000_000 })).status).toBe(404);
    expect((await unblock(me, 2_000_000_000)).status).toBe(404);
    expect((await unblock(me, 'abc')).status).toBe(404);
    for (const body of [{}, { accountId: 'x' }, { accountId: -1 }, { accountId: true }])
      expect((await block(me, body)).status).toBe(400);
    expect((await block(null, { accountId: me.account.id })).status).toBe(401);
    expect((await unblock(null, me.account.id)).status).toBe(401);
    expect(
      await db()
        .select()
        .from(accountBlocks)
        .where(eq(accountBlocks.blockerAccountId, me.account.id)),
    ).toEqual([]);
  });
});

describe('reports and the admins', () => {
  it('stores the last 20 messages as they were; the admins read the report and nothing else', async () => {
    const [victim, pest, admin, user] = await Promise.all([
      makePerson('user'),
      makePerson('agent'),
      makePerson('admin'),
      makePerson('agencyPro'),
    ]);
    const texts = Array.from({ length: 25 }, (_, i) => `<b>xabar</b> ${i + 1}`);
    const { conversationId, messages: sent } = await makeConversation(
      pest.account,
      victim.account,
      texts,
    );
    const made = await report(victim, conversationId, { reason: '  Spam va haqorat  ' });
    expect(made.status, made.text).toBe(201);
    expect(made.json).toEqual({ id: expect.any(Number) });
    const again = await report(victim, conversationId, { reason: 'yana' });
    expect(again.status).toBe(409);
    // The other party may report too; someone else's report is not theirs.
    expect((await report(pest, conversationId)).status).toBe(201);
    // Later messages do not change what was reported.
    await send(pest, { toAccountId: victim.account.id, content: 'keyingi xabar' });

    const listed = await reports(admin);
    expect(listed.status).toBe(200);
    const item = listed.json.items.find((i: { id: number }) => i.id === made.json.id);
    expect(item).toEqual({
      id: made.json.id,
      conversationId,
      reporter: { accountId: victim.account.id, fullName: victim.account.fullName },
      reason: 'Spam va haqorat',
      status: 'open',
      createdAt: expect.any(String),
    });
    expect(listed.json.items[0].reporter.accountId).toBe(pest.account.id); // newest first

    const one = await reportDetail(admin, made.json.id);
    expect(one.status).toBe(200);
    expect(one.json.lastMessages).toEqual(
      sent.slice(5).map((m) => ({
        id: m.id,
        fromAccountId: m.fromAccountId,
        content: m.content,
        createdAt: m.createdAt,
      })),
    );
    expect(one.json.lastMessages[0].content).toBe('<b>xabar</b> 6'); // as written, never HTML
    expect(one.json.participants.map((p: { accountId: number }) => p.accountId).sort()).toEqual(
      [victim.account.id, pest.account.id].sort(),
    );
    // Reading it leaves a trace in the audit log.
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'conversation_report'), eq(auditLog.entityId, made.json.id)));
    expect(audit.map((a) => a.actorAccountId)).toEqual([admin.account.id]);

    // Nobody else reads reports; the admin does not read the conversation itself.
    expect((await reports(null)).status).toBe(401);
    expect((await reports(user)).status).toBe(403);
    expect((await reports(victim)).status).toBe(403);
    expect((await reportDetail(null, made.json.id)).status).toBe(401);
    expect((await reportDetail(user, made.json.id)).status).toBe(403);
    expect((await reportDetail(pest, 'abc')).status).toBe(403);
    expect((await reportDetail(admin, 2_000_000_000)).status).toBe(404);
    expect((await reportDetail(admin, 'abc')).status).toBe(404);
    expect((await detail(admin, conversationId)).status).toBe(404);
  });

  it('lets the blocker report the hidden conversation, and refuses a reason over 500 characters', async () => {
    const [me, pest] = await Promise.all([makePerson('user'), makePerson('user')]);
    const { conversationId } = await makeConversation(pest.account, me.account, ['haqorat']);
    await block(me, { accountId: pest.account.id });
    const long = await report(me, conversationId, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.json.error.fields)).toEqual(['reason']);
    const nul = await report(me, conversationId, { reason: 'spam\u0000' });
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.json.error.fields)).toEqual(['reason']);
    expect((await report(me, conversationId, { reason: 42 })).status).toBe(400);
    expect((await report(me, conversationId, 'not json')).status).toBe(400);
    expect((await report(me, conversationId, { reason: 'x'.repeat(500) })).status).toBe(201);
    expect(
      await db()
        .select()
        .from(conversationReports)
        .where(eq(conversationReports.conversationId, conversationId)),
    ).toHaveLength(1);
  });
});

describe('limits', () => {
  it(`answers the message over ${LIMITS.messagesPerSender.limit} a minute with 429, Retry-After and a translated text`, async () => {
    const [a, b] = await Promise.all([makePerson('user'), makePerson('agent')]);
    for (let i = 0; i < LIMITS.messagesPerSender.limit; i++) {
      const res = await send(a, { toAccountId: b.account.id, content: `xabar ${i}` });
      expect(res.status, res.text).toBe(201);
    }
    const over = await send(a, { toAccountId: b.account.id, content: 'yana' }, 'ru');
    expect(over.status, over.text).toBe(429);
    expect(over.json.error.code).toBe('rate_limited');
    expect(over.json.error.message).toMatch(/^Вы отправляете сообщения слишком часто/);
    const retry = Number(over.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(over.json.error.message).toContain(String(retry));
    expect(
      await db().select().from(messages).where(eq(messages.senderAccountId, a.account.id)),
    ).toHaveLength(LIMITS.messagesPerSender.limit);
    // The limit is the sender's: the receiver can still answer.
    expect((await send(b, { toAccountId: a.account.id, content: 'javob' })).status).toBe(201);
  });

  /** `count` conversations started by `sender` in the last hours (spread so no minute is full). */
  async function startConversations(sender: Person, count: number) {
    const start = Date.now() - 3 * 3600_000;
    for (let i = 0; i < count; i++) {
      const to = await makeAccount();
      await sendMessage(
        sender.account,
        { toAccountId: to.id, content: 'Salom' },
        { now: new Date(start + i * 2_500) },
      );
    }
  }

  it(`lets an account younger than a week start ${LIMITS.conversationsPerNewAccount.limit} conversations a day`, async () => {
    const young = await makePerson('user');
    const friend = await makePerson('user');
    await makeConversation(young.account, friend.account, ['birinchi']);
    await startConversations(young, LIMITS.conversationsPerNewAccount.limit - 1);
    const stranger = await makeAccount();
    const over = await send(young, { toAccountId: stranger.id, content: 'Salom' }, 'en');
    expect(over.status, over.text).toBe(429);
    expect(over.json.error.message).toMatch(/^Too many new conversations today/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(20 * 3600);
    // Writing in a conversation it already has is not a new one.
    expect((await send(young, { toAccountId: friend.account.id, content: 'davomi' })).status).toBe(
      201,
    );
  });

  it(`lets an older account start ${LIMITS.conversationsPerAccount.limit} conversations a day`, async () => {
    const old = await makePerson('agentPro');
    await db()
      .update(accounts)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(accounts.id, old.account.id));
    await startConversations(old, LIMITS.conversationsPerAccount.limit - 1);
    const last = await makeAccount();
    expect((await send(old, { toAccountId: last.id, content: 'Salom' })).status).toBe(201);
    const over = await send(old, { toAccountId: (await makeAccount()).id, content: 'Salom' });
    expect(over.status, over.text).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(20 * 3600);
  });
});

describe('bad input', () => {
  it('answers 400 with fields, or 404, never 500, and stores text exactly as written', async () => {
    const [a, b] = await Promise.all([makePerson('user'), makePerson('agent')]);
    const to = b.account.id;
    const cases: [unknown, string][] = [
      [{ toAccountId: to, content: '' }, 'content'],
      [{ toAccountId: to, content: ' \n\t ' }, 'content'],
      [{ toAccountId: to, content: 'x'.repeat(1001) }, 'content'],
      [{ toAccountId: to, content: ' ' + 'x'.repeat(1001) + ' ' }, 'content'],
      [{ toAccountId: to, content: 'bell\u0007' }, 'content'],
      [{ toAccountId: to, content: 'nul\u0000' }, 'content'],
      [{ toAccountId: to, content: 'cr\r\nlf' }, 'content'],
      [{ toAccountId: to, content: 'del\u007f' }, 'content'],
      [{ toAccountId: to, content: 42 }, 'content'],
      [{ toAccountId: to }, 'content'],
      [{ content: 'Salom' }, 'toAccountId'],
      [{ toAccountId: 'abc', content: 'Salom' }, 'toAccountId'],
      [{ toAccountId: 0, content: 'Salom' }, 'toAccountId'],
      [{ toAccountId: 1.5, content: 'Salom' }, 'toAccountId'],
      [{ toAccountId: 99_999_999_999, content: 'Salom' }, 'toAccountId'],
      [{ toAccountId: a.account.id, content: 'Salom' }, 'toAccountId'],
      [{ toAccountId: to, content: 'Salom', projectId: 'x' }, 'projectId'],
      [{ toAccountId: to, content: 'Salom', projectId: -3 }, 'projectId'],
    ];
    for (const [body, field] of cases) {
      const res = await send(a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe('validation_failed');
      expect(Object.keys(res.json.error.fields), JSON.stringify(body)).toContain(field);
    }
    for (const raw of ['{"toAccountId": 1,', 'null', '[]', '"text"']) {
      const res = await send(a, raw);
      expect(res.status, raw).toBe(400);
    }
    // Unknown, disabled and unverified accounts are all "not found".
    const disabled = await makeAccount({ isBlocked: true });
    const [unverified] = await db()
      .insert(accounts)
      .values({
        phone: '+998900000001',
        passwordHash: 'x',
        fullName: 'Tasdiqlanmagan',
        isVerified: false,
      })
      .returning();
    for (const id of [2_000_000_000, disabled.id, unverified!.id]) {
      const res = await send(a, { toAccountId: id, content: 'Salom' });
      expect(res.status, String(id)).toBe(404);
    }
    expect(
      await db().select().from(messages).where(eq(messages.senderAccountId, a.account.id)),
    ).toEqual([]);

    // Exactly 1000 characters after trimming, markup, quotes and emoji: stored and returned as written.
    const exact = 'ы'.repeat(1000);
    expect((await send(a, { toAccountId: to, content: `  ${exact}  ` })).json.message.content).toBe(
      exact,
    );
    const tricky = '<script>alert("x")</script> & \'q\' 👍\n\tjavob';
    const ok = await send(a, { toAccountId: to, content: tricky });
    expect(ok.status).toBe(201);
    expect(ok.json.message.content).toBe(tricky);
    const shown = await detail(b, ok.json.conversationId);
    expect(shown.json.messages.items[0].content).toBe(tricky);
    expect(shown.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
