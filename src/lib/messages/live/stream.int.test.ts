// The live stream end to end on the real database: a message reaches both participants' streams
// and nobody else's, a read mark sends `unread`, the caps, an aborted request frees its slot, and a
// message written through one connection is delivered by another process's poller (on PostgreSQL a
// second pool, as a second server process would have; on PGlite a second hub on the one database).
import { afterEach, describe, expect, it } from 'vitest';
import { makeActor } from '@tests/factories/pro';
import { api } from '@tests/helpers/api';
import { SseReader } from '@tests/helpers/sse';
import { db, getHandle, openDatabase, type Db } from '@/lib/db/client.server';
import { createSession, readSession, type SessionAccount } from '@/lib/auth/session.server';
import { sendMessage } from '@/lib/messages/send.server';
import { markRead } from '@/lib/messages/conversations.server';
import { GET } from '@/pages/api/messages/stream';
import { LiveHub, MAX_STREAMS, PER_ACCOUNT, liveHub } from './hub.server';

const hubs: LiveHub[] = [];
/** A hub whose poller runs only when the test says so (tick), for exact assertions. */
function manualHub(database?: () => Db): LiveHub {
  const hub = new LiveHub({ pollMs: 3_600_000, ...(database ? { database } : {}) });
  hubs.push(hub);
  return hub;
}
afterEach(async () => {
  await Promise.all([...hubs.splice(0), liveHub()].map((h) => h.closeAll()));
});

/** An account signed in on one device: a stream belongs to a session the hub re-reads. */
type Person = SessionAccount & { sessionId: number; token: string };
async function person(): Promise<Person> {
  const account = await makeActor('user');
  const { token } = await createSession(account.id, { rememberMe: false });
  return { ...account, sessionId: (await readSession(token))!.sessionId, token };
}

function body(opened: ReturnType<LiveHub['open']>): ReadableStream<Uint8Array> {
  if (!('body' in opened)) throw new Error(`stream refused: ${opened.refused}`);
  return opened.body;
}

const open = (hub: LiveHub, p: Person, signal?: AbortSignal) =>
  new SseReader(
    body(hub.open({ accountId: p.id, sessionId: p.sessionId, ip: '10.1.2.3' }, signal)),
  );

describe('GET /api/messages/stream', () => {
  it('refuses a visitor with 401 in the API error shape', async () => {
    const res = await api(GET, '/api/messages/stream');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
  });

  it('answers an event stream that passes no transformation (compression, proxies)', async () => {
    const me = await person();
    const controller = new AbortController();
    const request = new Request('http://localhost/api/messages/stream', {
      signal: controller.signal,
    });
    const res = await GET({
      locals: { account: me, sessionId: me.sessionId, lang: 'en' },
      request,
      url: new URL(request.url),
      clientAddress: '10.1.2.3',
    } as never);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toContain('no-transform');
    const reader = new SseReader(res.body!);
    await reader.until((r) => r.retry !== undefined);
    expect(reader.retry).toBe(5000);
    expect(liveHub().size).toBe(1);
    controller.abort(); // the browser closed the tab
    await reader.whenClosed();
    expect(liveHub().size).toBe(0);
    expect(liveHub().polling).toBe(false);
  });

  it('answers 503 with Retry-After when the process holds its maximum of streams', async () => {
    const [me, filler] = [await person(), await person()];
    const hub = liveHub();
    // Other accounts (one real session, so the hub's session check keeps them), many addresses.
    for (let i = 0; i < MAX_STREAMS; i++)
      body(
        hub.open({
          accountId: 1_000_000 + i,
          sessionId: filler.sessionId,
          ip: `10.9.${i >> 8}.${i & 255}`,
        }),
      );
    const res = await api(GET, '/api/messages/stream', { token: me.token, lang: 'en' });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe('unavailable');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the live hub', () => {
  it('sends a new message to both participants and to nobody else', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const hub = manualHub();
    const [ra, rb, rc] = [open(hub, a), open(hub, b), open(hub, c)];
    await hub.tick(); // the poller starts from what is in the database now
    const sent = await sendMessage(a, { toAccountId: b.id, content: 'Salom! Ertaga kelasizmi?' });
    await hub.tick();
    await ra.until((r) => r.ofType('message').length === 1);
    await rb.until((r) => r.ofType('message').length === 1);
    expect(rb.ofType('message')[0]!.data).toEqual({
      conversationId: sent.conversationId,
      message: sent.message,
      unreadTotal: 1,
    });
    expect(ra.ofType('message')[0]!.data).toMatchObject({
      message: { id: sent.message.id, fromAccountId: a.id },
      unreadTotal: 0,
    });
    // The sender's own read mark (set with the message) sends no extra `unread` event.
    expect(ra.ofType('unread')).toHaveLength(0);
    await hub.tick();
    expect(rc.events).toHaveLength(0);
    expect(ra.ofType('message')).toHaveLength(1); // never twice
  });

  it('sends `unread` to every stream of an account that read a conversation', async () => {
    const [a, b] = [await person(), await person()];
    const hub = manualHub();
    const [tab1, tab2] = [open(hub, b), open(hub, b)];
    await hub.tick();
    const { conversationId } = await sendMessage(a, { toAccountId: b.id, content: 'Hi' });
    await sendMessage(a, { toAccountId: b.id, content: 'Are you there?' });
    await hub.tick();
    await tab2.until((r) => r.ofType('message').length === 2);
    expect(tab2.ofType('message')[1]!.data).toMatchObject({ unreadTotal: 2 });
    // Another process serves the read (POST …/read): the database carries it to this one.
    await markRead(b, conversationId);
    await hub.tick();
    for (const tab of [tab1, tab2]) {
      await tab.until((r) => r.ofType('unread').length === 1);
      expect(tab.ofType('unread')[0]!.data).toEqual({ unreadTotal: 0 });
    }
    await hub.tick();
    expect(tab1.ofType('unread')).toHaveLength(1); // a mark is reported once
  });

  it('keeps at most five streams per account, closing the oldest', async () => {
    const a = await person();
    const hub = manualHub();
    const tabs = Array.from({ length: PER_ACCOUNT }, () => open(hub, a));
    expect(hub.size).toBe(PER_ACCOUNT);
    const sixth = open(hub, a);
    await tabs[0]!.whenClosed();
    expect(tabs.slice(1).every((t) => !t.closed)).toBe(true);
    expect(sixth.closed).toBe(false);
    expect(hub.size).toBe(PER_ACCOUNT);
  });

  it('frees the slot of an aborted request and stops polling with the last stream', async () => {
    const a = await person();
    const hub = manualHub();
    const c1 = new AbortController();
    const c2 = new AbortController();
    const [r1, r2] = [open(hub, a, c1.signal), open(hub, a, c2.signal)];
    expect(hub.size).toBe(2);
    expect(hub.polling).toBe(true);
    c1.abort();
    await r1.whenClosed();
    expect(hub.size).toBe(1);
    c2.abort();
    await r2.whenClosed();
    expect(hub.size).toBe(0);
    expect(hub.polling).toBe(false);
  });

  it('ends every stream on shutdown, and opens no new one while the process drains', async () => {
    const [a, b] = [await person(), await person()];
    const hub = manualHub();
    const readers = [open(hub, a), open(hub, b)];
    await hub.close();
    await Promise.all(readers.map((r) => r.whenClosed()));
    expect(hub.size).toBe(0);
    // A keep-alive connection may still ask: answered 503 + Retry-After (another process).
    expect(hub.open({ accountId: a.id, sessionId: a.sessionId, ip: '10.1.2.3' })).toEqual({
      refused: 'process',
    });
    expect(hub.polling).toBe(false);
  });

  it('sends pings as comments', async () => {
    const a = await person();
    const hub = new LiveHub({ pollMs: 3_600_000, pingMs: 20 });
    hubs.push(hub);
    const r = open(hub, a);
    await r.until((x) => x.comments.includes('ping'));
  });

  it('delivers a message written through another connection (another server process)', async () => {
    const handle = getHandle();
    // On PostgreSQL: a second pool, as a second process has; PGlite has one connection only.
    const url =
      handle.kind === 'postgres'
        ? (db() as unknown as { $client: { options: { connectionString: string } } }).$client
            .options.connectionString
        : undefined;
    if (handle.kind === 'postgres') expect(url).toMatch(/^postgres/);
    const other = url ? await openDatabase({ databaseUrl: url }) : handle;
    try {
      const [a, b] = [await person(), await person()];
      const hub = new LiveHub({ database: () => other.db, pollMs: 50 }); // its own timer
      hubs.push(hub);
      const rb = open(hub, b);
      await hub.tick();
      const sent = await sendMessage(a, { toAccountId: b.id, content: 'From process one' });
      await rb.until((r) => r.ofType('message').length === 1);
      expect(rb.ofType('message')[0]!.data).toMatchObject({
        message: { id: sent.message.id, content: 'From process one' },
        unreadTotal: 1,
      });
    } finally {
      if (other !== handle) await other.close();
    }
  });
});
