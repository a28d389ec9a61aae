// Messages through the real routes (docs/api.md "Messages"): send, list, detail, read, reply, one
// conversation per pair (also when both write first at once), the project of a conversation,
// unread counts, and privacy (a third account finds nothing). Blocks, reports, limits and bad input
// are in messages-safety.int.test.ts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makePerson, type Person } from '@tests/helpers/authz-world';
import { makeConversation } from '@tests/factories/messages';
import { makeProject } from '@tests/factories/projects';
import { db } from '@/lib/db/client.server';
import {
  conversationParticipants,
  conversations,
  messages,
  projects as projectsTable,
} from '@/lib/db/schema';
import { POST as sendApi } from '@/pages/api/messages/index';
import { GET as unreadApi } from '@/pages/api/messages/unread';
import { GET as listApi } from '@/pages/api/messages/conversations/index';
import { GET as detailApi } from '@/pages/api/messages/conversations/[id]/index';
import { POST as readApi } from '@/pages/api/messages/conversations/[id]/read';
import { POST as reportApi } from '@/pages/api/messages/conversations/[id]/report';
import { unreadFor, unreadTotal } from './unread.server';
import { pairOf } from './message-dto';

type Who = Person | null;
const send = (who: Who, body: unknown) =>
  call(sendApi, '/api/messages', { method: 'POST', account: who?.account ?? null, body });
const list = (who: Who, query = '') =>
  call(listApi, `/api/messages/conversations${query ? `?${query}` : ''}`, {
    account: who?.account ?? null,
  });
const detail = (who: Who, id: number | string, query = '') =>
  call(detailApi, `/api/messages/conversations/${id}${query ? `?${query}` : ''}`, {
    account: who?.account ?? null,
    params: { id: String(id) },
  });
const read = (who: Who, id: number | string) =>
  call(readApi, `/api/messages/conversations/${id}/read`, {
    method: 'POST',
    account: who?.account ?? null,
    params: { id: String(id) },
  });
const report = (who: Who, id: number | string, body: unknown = {}) =>
  call(reportApi, `/api/messages/conversations/${id}/report`, {
    method: 'POST',
    account: who?.account ?? null,
    params: { id: String(id) },
    body,
  });
const unread = async (who: Person) => {
  const res = await call(unreadApi, '/api/messages/unread', { account: who.account });
  expect(res.status).toBe(200);
  return res.json.unreadTotal as number;
};

describe('a conversation between two people', () => {
  it('sends, lists, shows, marks read and continues with the reply', async () => {
    const customer = await makePerson('user');
    const specialist = await makePerson('agentPro');

    const sent = await send(customer, {
      toAccountId: specialist.account.id,
      content: '  Salom!\nUy loyihasi boʻyicha savolim bor.\t ',
    });
    expect(sent.status, sent.text).toBe(201);
    const conversationId = sent.json.conversationId as number;
    expect(sent.json.message).toEqual({
      id: expect.any(Number),
      conversationId,
      fromAccountId: customer.account.id,
      content: 'Salom!\nUy loyihasi boʻyicha savolim bor.',
      createdAt: expect.any(String),
      projectId: null,
      quoteRequestId: null,
      attachments: [],
    });

    // The receiver: one unread conversation, shown with the sender's card.
    const theirs = await list(specialist);
    expect(theirs.status).toBe(200);
    expect(theirs.json.items).toEqual([
      {
        id: conversationId,
        other: { accountId: customer.account.id, fullName: customer.account.fullName, image: null },
        lastMessage: {
          content: 'Salom!\nUy loyihasi boʻyicha savolim bor.',
          createdAt: sent.json.message.createdAt,
          fromMe: false,
          attachments: 0,
        },
        unreadCount: 1,
      },
    ]);
    expect(theirs.json.metaData).toEqual({
      totalCount: 1,
      pageNumber: 1,
      pageSize: 20,
      unreadTotal: 1,
    });
    expect(await unread(specialist)).toBe(1);

    // The sender: the specialist's public card (with its page), nothing unread.
    const mine = await list(customer);
    expect(mine.json.items[0].other).toMatchObject({
      accountId: specialist.account.id,
      url: expect.stringMatching(/^\/agent\/.+~\d+$/),
    });
    expect(mine.json.items[0].lastMessage.fromMe).toBe(true);
    expect(mine.json.items[0].unreadCount).toBe(0);
    expect(await unread(customer)).toBe(0);

    const shown = await detail(specialist, conversationId);
    expect(shown.status).toBe(200);
    expect(shown.json.id).toBe(conversationId);
    expect(shown.json.other.accountId).toBe(customer.account.id);
    expect(shown.json.messages.items).toEqual([sent.json.message]);
    expect(shown.json.project).toBeUndefined();

    // Opening it marks it read: the badge goes to 0.
    expect((await read(specialist, conversationId)).status).toBe(204);
    expect(await unread(specialist)).toBe(0);
    expect((await list(specialist)).json.items[0].unreadCount).toBe(0);
    const [mark] = await db()
      .select()
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.accountId, specialist.account.id),
        ),
      );
    expect(mark!.lastReadMessageId).toBe(sent.json.message.id);
    expect(mark!.lastReadAt).toBeInstanceOf(Date);

    // The reply continues the same conversation and is unread for the customer.
    const reply = await send(specialist, {
      toAccountId: customer.account.id,
      content: 'Vaalaykum assalom, marhamat.',
    });
    expect(reply.status).toBe(201);
    expect(reply.json.conversationId).toBe(conversationId);
    expect(await unread(customer)).toBe(1);
    expect(await unread(specialist)).toBe(0);
    const after = await list(customer);
    expect(after.json.items).toHaveLength(1);
    expect(after.json.items[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { content: 'Vaalaykum assalom, marhamat.', fromMe: false },
    });
    const rows = await db()
      .select()
      .from(conversations)
      .where(
        eq(
          conversations.lowAccountId,
          pairOf(customer.account.id, specialist.account.id).lowAccountId,
        ),
      );
    expect(rows.filter((r) => r.id === conversationId)).toHaveLength(1);
    expect(rows[0]!.lastMessageAt.toISOString()).toBe(reply.json.message.createdAt);
  });

  it('lists conversations by their latest message, paged, with unread counts and the badge total', async () => {
    const me = await makePerson('user');
    const [a, b, c] = await Promise.all([
      makePerson('agent'),
      makePerson('agency'),
      makePerson('user'),
    ]);
    const ca = await makeConversation(a.account, me.account, ['1', '2', '3']);
    const cb = await makeConversation(b.account, me.account, ['x']);
    const cc = await makeConversation(me.account, c.account, ['mine']);
    // a writes again: its conversation moves to the top.
    await send(a, { toAccountId: me.account.id, content: 'yana' });

    const page1 = await list(me, 'PageSize=2');
    expect(page1.json.items.map((i: { id: number }) => i.id)).toEqual([
      ca.conversationId,
      cc.conversationId,
    ]);
    expect(page1.json.items.map((i: { unreadCount: number }) => i.unreadCount)).toEqual([4, 0]);
    expect(page1.json.metaData).toEqual({
      totalCount: 3,
      pageNumber: 1,
      pageSize: 2,
      unreadTotal: 5,
    });
    const page2 = await list(me, 'PageSize=2&PageNumber=2');
    expect(page2.json.items.map((i: { id: number }) => i.id)).toEqual([cb.conversationId]);
    expect(page2.json.items[0].other).toMatchObject({
      accountId: b.account.id,
      url: expect.stringMatching(/^\/agency\//),
    });
    expect(await unreadTotal(me.account.id)).toBe(5);

    // unreadFor counts once per request (the header, the layout and the sidebar share it).
    const locals = { account: me.account };
    const first = unreadFor(locals);
    expect(unreadFor(locals)).toBe(first);
    expect(await first).toBe(5);
    expect(await unreadFor({ account: null })).toBe(0);
  });

  it('pages the messages newest first', async () => {
    const [a, b] = await Promise.all([makePerson('user'), makePerson('agent')]);
    const texts = Array.from({ length: 25 }, (_, i) => `xabar ${i + 1}`);
    const { conversationId, messages: sent } = await makeConversation(a.account, b.account, texts);
    const ids = sent.map((m) => m.id).reverse(); // newest first

    const p1 = await detail(b, conversationId, 'PageSize=10');
    expect(p1.json.messages.items.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 10));
    expect(p1.json.messages.items[0].content).toBe('xabar 25');
    expect(p1.json.messages.metaData).toEqual({ totalCount: 25, pageNumber: 1, pageSize: 10 });
    const p3 = await detail(b, conversationId, 'PageSize=10&PageNumber=3');
    expect(p3.json.messages.items.map((m: { id: number }) => m.id)).toEqual(ids.slice(20));
    const beyond = await detail(b, conversationId, 'PageSize=10&PageNumber=4');
    expect(beyond.json.messages.items).toEqual([]);
    expect((await detail(b, conversationId, 'PageSize=51')).status).toBe(400);
  });

  it('keeps one conversation per pair, whoever writes first, also when both write at once', async () => {
    const [a, b] = await Promise.all([makePerson('user'), makePerson('agent')]);
    // Three first messages each way at once: all land in one conversation.
    const sent = await Promise.all(
      [a, b, a, b, a, b].map((from, i) =>
        send(from, { toAccountId: (from === a ? b : a).account.id, content: `Salom ${i}` }),
      ),
    );
    for (const res of sent) expect(res.status, res.text).toBe(201);
    expect(new Set(sent.map((r) => r.json.conversationId)).size).toBe(1);
    const pair = pairOf(a.account.id, b.account.id);
    const rows = await db()
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.lowAccountId, pair.lowAccountId),
          eq(conversations.highAccountId, pair.highAccountId),
        ),
      );
    expect(rows).toHaveLength(1);
    const people = await db()
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, rows[0]!.id));
    expect(people.map((p) => p.accountId).sort()).toEqual([a.account.id, b.account.id].sort());
    expect(
      await db().select().from(messages).where(eq(messages.conversationId, rows[0]!.id)),
    ).toHaveLength(6);
    // Writing marks everything before one's own message read: whoever wrote last has nothing
    // unread, the other has the messages after their own last one — never more than 6 in all.
    const [ua, ub] = [await unread(a), await unread(b)];
    expect(Math.min(ua, ub)).toBe(0);
    expect(ua + ub).toBeGreaterThan(0);
    expect(ua + ub).toBeLessThanOrEqual(3);
    // Only one conversation was started: both list the same one.
    expect((await list(a)).json.items.map((i: { id: number }) => i.id)).toEqual([rows[0]!.id]);
    expect((await list(b)).json.items.map((i: { id: number }) => i.id)).toEqual([rows[0]!.id]);
  });
});

describe('the project of a conversation', () => {
  it('is the project of the latest message that carried one, shown while the reader may see it', async () => {
    const customer = await makePerson('user');
    const owner = await makePerson('agentPro');
    const house = await makeProject({ ownerAccountId: owner.account.id, title: 'Ikki qavatli uy' });
    const villa = await makeProject({ ownerAccountId: owner.account.id, title: 'Villa' });

    const first = await send(customer, {
      toAccountId: owner.account.id,
      content: 'Bu uy hali sotuvdami?',
      projectId: house.id,
    });
    expect(first.status, first.text).toBe(201);
    expect(first.json.message.projectId).toBe(house.id);
    const id = first.json.conversationId;
    const houseRef = {
      id: house.id,
      title: 'Ikki qavatli uy',
      url: `/project/details/${house.code}/${house.seoUrl}`,
    };
    expect((await list(owner)).json.items[0].project).toEqual(houseRef);

    // A message without a project keeps the conversation's project.
    await send(owner, { toAccountId: customer.account.id, content: 'Ha, sotuvda.' });
    const shown = await detail(customer, id);
    expect(shown.json.project).toEqual(houseRef);
    const [answer, question] = shown.json.messages.items;
    expect(answer.projectId).toBeNull();
    expect(answer.project).toBeUndefined();
    expect(question.project).toEqual(houseRef);

    // Another project later: the conversation is about that one now; the old message keeps its own.
    await send(customer, {
      toAccountId: owner.account.id,
      content: 'Villa-chi?',
      projectId: villa.id,
    });
    expect((await list(customer)).json.items[0].project.id).toBe(villa.id);
    const later = await detail(owner, id);
    expect(later.json.project.id).toBe(villa.id);
    expect(later.json.messages.items[2].project.id).toBe(house.id);

    // Taken down: the customer no longer sees it anywhere, its owner still does.
    await db().update(projectsTable).set({ isActive: false }).where(eq(projectsTable.id, villa.id));
    expect((await list(customer)).json.items[0].project).toBeUndefined();
    expect((await detail(customer, id)).json.messages.items[0].project).toBeUndefined();
    expect((await list(owner)).json.items[0].project.id).toBe(villa.id);
  });

  it('refuses a project the sender cannot see (400 beside projectId), allows its own inactive one', async () => {
    const [a, b] = await Promise.all([makePerson('user'), makePerson('agentPro')]);
    const hidden = await makeProject({ ownerAccountId: b.account.id, isActive: false });
    for (const projectId of [hidden.id, 2_000_000_000]) {
      const res = await send(a, { toAccountId: b.account.id, content: 'Salom', projectId });
      expect(res.status, res.text).toBe(400);
      expect(Object.keys(res.json.error.fields)).toEqual(['projectId']);
    }
    expect(
      await db().select().from(messages).where(eq(messages.senderAccountId, a.account.id)),
    ).toEqual([]);
    const own = await send(b, {
      toAccountId: a.account.id,
      content: 'Mening loyiham',
      projectId: hidden.id,
    });
    expect(own.status, own.text).toBe(201);
  });
});

describe('privacy', () => {
  it('a third account finds nothing of a conversation: 404 everywhere, an empty list', async () => {
    const [a, b, stranger, admin] = await Promise.all([
      makePerson('user'),
      makePerson('agent'),
      makePerson('agencyPro'),
      makePerson('admin'),
    ]);
    const { conversationId } = await makeConversation(a.account, b.account, ['Maxfiy xabar']);
    for (const who of [stranger, admin]) {
      const shown = await detail(who, conversationId);
      expect(shown.status).toBe(404);
      expect(shown.text).not.toContain('Maxfiy');
      expect((await read(who, conversationId)).status).toBe(404);
      expect((await report(who, conversationId)).status).toBe(404);
      expect((await list(who)).json.items).toEqual([]);
      expect(await unread(who)).toBe(0);
    }
    expect((await detail(a, 'abc')).status).toBe(404);
    expect((await detail(a, 2_000_000_000)).status).toBe(404);
    // b still has it unread: nobody else's read touched it.
    expect(await unread(b)).toBe(1);
  });

  it('asks a visitor to sign in (401) on every messages endpoint', async () => {
    expect((await send(null, { toAccountId: 1, content: 'x' })).status).toBe(401);
    expect((await list(null)).status).toBe(401);
    expect((await detail(null, 1)).status).toBe(401);
    expect((await read(null, 1)).status).toBe(401);
    expect((await report(null, 1)).status).toBe(401);
    expect((await call(unreadApi, '/api/messages/unread', { account: null })).status).toBe(401);
  });
});
