// A live stream belongs to the session that opened it: a sign-out, a password change (the other
// devices) and an admin's "end sessions" end it within seconds and it is sent nothing after, also
// in a process that heard nothing of the write; and one client address (an IPv6 one by its /64)
// holds at most PER_ADDRESS streams of a process, so it cannot take everyone else's.
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeActor } from '@tests/factories/pro';
import { api } from '@tests/helpers/api';
import { SseReader } from '@tests/helpers/sse';
import { makeAccount, type MadeAccount } from '@/lib/accounts/testing/fixtures';
import { db, getHandle, openDatabase, type Db } from '@/lib/db/client.server';
import { accounts } from '@/lib/db/schema';
import { sessionDataGeneration } from '@/lib/db/write-watch.server';
import { createSession, deleteSession, readSession } from '@/lib/auth/session.server';
import { sendMessage } from '@/lib/messages/send.server';
import { listenForPublicChanges } from '@/lib/cache/cache-bus.server';
import { runBeforeDatabaseCloses } from '@/lib/platform/shutdown.server';
import { GET as streamApi } from '@/pages/api/messages/stream';
import { POST as sendApi } from '@/pages/api/messages/index';
import { POST as logoutApi } from '@/pages/api/user/logout';
import { GET as verifyApi } from '@/pages/api/user/verify';
import { POST as changePasswordApi } from '@/pages/api/user/change-password';
import { POST as endSessionsApi } from '@/pages/api/admin/users/[id]/end-sessions';
import { LiveHub, PER_ACCOUNT, PER_ADDRESS, SESSION_CHECK_MS, liveHub } from './hub.server';

const hubs: LiveHub[] = [];
afterEach(async () => {
  await Promise.all([...hubs.splice(0), liveHub()].map((h) => h.closeAll()));
});
afterAll(async () => {
  await runBeforeDatabaseCloses(); // stops the cache bus listener started below
});

/** GET /api/messages/stream as the middleware would call it for a token, from `ip`. */
async function openStream(token: string, ip = '203.0.113.10') {
  const controller = new AbortController();
  const request = new Request('http://localhost/api/messages/stream', {
    signal: controller.signal,
    headers: { authorization: `Bearer ${token}` },
  });
  const session = await readSession(token);
  const res = await streamApi({
    request,
    url: new URL(request.url),
    clientAddress: ip,
    locals: {
      lang: 'en',
      account: session?.account ?? null,
      sessionId: session?.sessionId ?? null,
      sessionToken: session ? token : null,
    },
  } as never);
  const reader = res.status === 200 ? new SseReader(res.body!) : null;
  await reader?.until((r) => r.retry !== undefined);
  return { res, reader: reader!, abort: () => controller.abort() };
}

/** Resolves when the server ended the stream, or fails after `ms`. */
async function closedWithin(reader: SseReader, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`stream still open after ${ms} ms`)), ms);
  });
  try {
    await Promise.race([reader.whenClosed(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** POST /api/messages by the holder of `token`. */
async function send(from: MadeAccount, to: { id: number }, content: string) {
  const res = await api(sendApi, '/api/messages', {
    method: 'POST',
    token: from.token,
    body: { toAccountId: to.id, content },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { message: { id: number } };
}

const sessionOf = async (token: string) => (await readSession(token))!.sessionId;

/** A new session of the account (another device): its id. */
async function signedIn(accountId: number) {
  return sessionOf((await createSession(accountId, { rememberMe: false })).token);
}

/** Reads a stream the hub opened (it refuses none in these tests). */
function reading(opened: ReturnType<LiveHub['open']>): SseReader {
  if (!('body' in opened)) throw new Error(`stream refused: ${opened.refused}`);
  return new SseReader(opened.body);
}

/** The live poll runs every second and the session check with it: "within a few seconds". */
const FEW_SECONDS = 4_000;

describe('a stream ends with its session', () => {
  it('ends within seconds of a sign-out and is sent nothing after it', async () => {
    const [a, b] = [await makeAccount(), await makeAccount()];
    const stream = await openStream(a.token);
    expect(stream.res.status).toBe(200);
    const out = await api(logoutApi, '/api/user/logout', { method: 'POST', token: a.token });
    expect(out.status).toBe(204);
    expect((await api(verifyApi, '/api/user/verify', { token: a.token })).status).toBe(401);
    await send(b, a, 'Salom! Ertaga kelasizmi?');
    await closedWithin(stream.reader, FEW_SECONDS);
    expect(stream.reader.ofType('message')).toHaveLength(0);
  });

  it('after a password change, ends the other devices’ streams and keeps this one', async () => {
    const [a, b] = [await makeAccount(), await makeAccount()];
    const other = await createSession(a.id, { rememberMe: false }); // a second device
    const [here, there] = [await openStream(a.token), await openStream(other.token)];
    const changed = await api(changePasswordApi, '/api/user/change-password', {
      method: 'POST',
      token: a.token,
      body: {
        currentPassword: a.password,
        newPassword: 'Yangi-Parol-77',
        confirmPassword: 'Yangi-Parol-77',
      },
    });
    expect(changed.status, changed.text).toBe(204);
    await closedWithin(there.reader, FEW_SECONDS);
    // The session that changed the password still stands: its stream goes on delivering.
    const sent = await send(b, a, 'Parolni almashtirdingizmi?');
    await here.reader.until((r) => r.ofType('message').length === 1);
    expect(here.reader.ofType('message')[0]!.data).toMatchObject({
      message: { id: sent.message.id },
    });
    expect(here.reader.closed).toBe(false);
    expect(there.reader.ofType('message')).toHaveLength(0);
  });

  it('ends every stream of the account after an admin ends its sessions', async () => {
    const [boss, a, b] = [await makeAccount(), await makeAccount(), await makeAccount()];
    await db().update(accounts).set({ role: 'Admin' }).where(eq(accounts.id, boss.id));
    const other = await createSession(a.id, { rememberMe: true });
    const streams = [await openStream(a.token), await openStream(other.token)];
    const ended = await api(endSessionsApi, `/api/admin/users/${a.id}/end-sessions`, {
      method: 'POST',
      token: boss.token,
      params: { id: String(a.id) },
    });
    expect(ended.status, ended.text).toBe(204);
    await send(b, a, 'Hisobingiz yopildimi?');
    for (const s of streams) await closedWithin(s.reader, FEW_SECONDS);
    for (const s of streams) expect(s.reader.ofType('message')).toHaveLength(0);
  });

  it('a tick that finds a message for a session ended meanwhile delivers it nothing', async () => {
    const [a, b] = [await makeActor('user'), await makeActor('user')];
    const [ta, tb] = [
      await createSession(a.id, { rememberMe: false }),
      await createSession(b.id, { rememberMe: false }),
    ];
    const hub = new LiveHub({ pollMs: 3_600_000 }); // polled by hand: one tick sees both writes
    hubs.push(hub);
    const ip = '203.0.113.20';
    const ra = reading(hub.open({ accountId: a.id, sessionId: await sessionOf(ta.token), ip }));
    const rb = reading(hub.open({ accountId: b.id, sessionId: await sessionOf(tb.token), ip }));
    await hub.tick();
    await deleteSession(tb.token);
    await sendMessage(a, { toAccountId: b.id, content: 'Are you still there?' });
    await hub.tick();
    await closedWithin(rb, FEW_SECONDS);
    expect(rb.ofType('message')).toHaveLength(0);
    // The sender's session stands: its own stream shows the message.
    await ra.until((r) => r.ofType('message').length === 1);
    expect(ra.closed).toBe(false);
  });
});

describe('a stream in another process', () => {
  /** The process-wide database's URL on PostgreSQL; undefined on PGlite. */
  const url = () => getHandle().url;

  /**
   * SQL sent around Drizzle, as another process writes it when its notice is lost: this process's
   * session-data generation does not move.
   */
  async function rawWrite(text: string, values: unknown[]) {
    const u = url();
    if (!u) {
      const client = (db() as unknown as { $client: PGlite }).$client;
      await client.query(text, values);
      return;
    }
    const client = new pg.Client({ connectionString: u });
    await client.connect();
    try {
      await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  /** A hub on a database connection of its own (a second pool on PostgreSQL, as a process has). */
  async function otherProcess(opts: { pollMs: number; sessionCheckMs?: number }) {
    const u = url();
    const other = u ? await openDatabase({ databaseUrl: u }) : null;
    const database: () => Db = other ? () => other.db : db;
    const hub = new LiveHub({ database, ...opts });
    hubs.push(hub);
    const close = async () => {
      await hub.closeAll();
      await other?.close();
    };
    return { hub, close };
  }

  it('delivers no message written after a sign-out it was not told of', async () => {
    const [a, b] = [await makeActor('user'), await makeActor('user')];
    const sessionId = await signedIn(a.id);
    const { hub, close } = await otherProcess({ pollMs: 3_600_000 }); // ticked by hand
    try {
      const reader = reading(hub.open({ accountId: a.id, sessionId, ip: '203.0.113.30' }));
      await hub.tick();
      const { conversationId } = await sendMessage(b, { toAccountId: a.id, content: 'First' });
      await hub.tick();
      await reader.until((r) => r.ofType('message').length === 1);

      const generation = sessionDataGeneration();
      await rawWrite('delete from sessions where id = $1', [sessionId]);
      await rawWrite(
        'insert into messages (conversation_id, sender_account_id, content) values ($1, $2, $3)',
        [conversationId, b.id, 'Second, after the sign-out'],
      );
      expect(sessionDataGeneration()).toBe(generation); // nothing told this process
      await hub.tick(); // sees the message, then the session gone: ends the stream first
      await closedWithin(reader, FEW_SECONDS);
      expect(reader.ofType('message')).toHaveLength(1); // the first only
    } finally {
      await close();
    }
  });

  it('ends within SESSION_CHECK_MS when nothing is sent and no notice comes', async () => {
    const a = await makeActor('user');
    const sessionId = await signedIn(a.id);
    const { hub, close } = await otherProcess({ pollMs: 50 });
    try {
      const reader = reading(hub.open({ accountId: a.id, sessionId, ip: '203.0.113.31' }));
      await hub.tick(); // its first check: the session stands
      expect(reader.closed).toBe(false);
      const generation = sessionDataGeneration();
      await rawWrite('delete from sessions where id = $1', [sessionId]);
      await closedWithin(reader, SESSION_CHECK_MS + FEW_SECONDS);
      expect(sessionDataGeneration()).toBe(generation);
    } finally {
      await close();
    }
  });

  it('ends at once when the cache bus brings the notice (PostgreSQL)', async () => {
    if (!url()) return; // PGlite is one process's database: nobody else writes
    listenForPublicChanges();
    const a = await makeActor('user');
    const sessionId = await signedIn(a.id);
    // No periodic check: only the notice can make this hub look again.
    const { hub, close } = await otherProcess({ pollMs: 50, sessionCheckMs: 3_600_000 });
    try {
      const reader = reading(hub.open({ accountId: a.id, sessionId, ip: '203.0.113.32' }));
      await hub.tick();
      await new Promise((r) => setTimeout(r, 300)); // the listener is connected
      await rawWrite('delete from sessions where id = $1', [sessionId]);
      await new Promise((r) => setTimeout(r, 300));
      expect(reader.closed).toBe(false); // unheard, and due for no check
      // What another process's Drizzle write sends after its commit (cache/write-watch.server.ts).
      await rawWrite(`select pg_notify('data_changed', 'another-process sessions')`, []);
      await closedWithin(reader, FEW_SECONDS);
    } finally {
      await close();
    }
  });
});

describe('streams per client address', () => {
  /** PER_ADDRESS streams from the addresses `ipOf(i)` gives, by accounts of five streams each. */
  async function fill(ipOf: (i: number) => string) {
    const hub = liveHub();
    const bodies: ReadableStream<Uint8Array>[] = [];
    while (bodies.length < PER_ADDRESS) {
      const account = await makeActor('user');
      const sessionId = await signedIn(account.id);
      for (let i = 0; i < PER_ACCOUNT && bodies.length < PER_ADDRESS; i++) {
        const opened = hub.open({ accountId: account.id, sessionId, ip: ipOf(bodies.length) });
        if (!('body' in opened)) throw new Error(`refused: ${opened.refused}`);
        bodies.push(opened.body);
      }
    }
    return { hub, bodies };
  }

  it('refuses one address past its cap with 429 and Retry-After; another address still gets one', async () => {
    const { hub, bodies } = await fill(() => '198.51.100.7');
    expect(hub.openFrom('198.51.100.7')).toBe(PER_ADDRESS);
    const me = await makeAccount();
    const refused = await openStream(me.token, '198.51.100.7');
    expect(refused.res.status).toBe(429);
    const json = (await refused.res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('rate_limited');
    expect(json.error.message).toBe(
      'Too many live connections from your network. Live updates will resume shortly.',
    );
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);

    const elsewhere = await openStream(me.token, '198.51.100.8');
    expect(elsewhere.res.status).toBe(200);
    expect(hub.openFrom('198.51.100.8')).toBe(1);
    // One stream of the full address ends (its tab closed): its place is free again.
    await bodies[0]!.cancel();
    expect(hub.openFrom('198.51.100.7')).toBe(PER_ADDRESS - 1);
    expect((await openStream(me.token, '198.51.100.7')).res.status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const { hub } = await fill((i) => `2001:db8:7:8:${(i + 1).toString(16)}::1`);
    expect(hub.openFrom('2001:db8:7:8::abcd')).toBe(PER_ADDRESS);
    const me = await makeAccount();
    const refused = await openStream(me.token, '2001:db8:7:8:ffff:ffff:ffff:1');
    expect(refused.res.status).toBe(429);
    expect((await openStream(me.token, '2001:db8:7:9::1')).res.status).toBe(200);
  });
});
