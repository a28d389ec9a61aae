// The live stream over real HTTP through the production server (src/server/serve.ts: compression,
// the middleware's headers): events arrive one by one, not when a compression block fills; a
// message reaches both participants and nobody else; a read sends `unread`; a sixth stream of one
// account closes the oldest.
import { expect, test, request as playwrightRequest } from '@playwright/test';
import { signUp } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stream's JSON, whose fields the tests assert
type Event = { event: string; data: any };

/** An open stream read with Node's fetch (EventSource semantics, without a browser). */
async function openStream(baseURL: string, token: string) {
  const abort = new AbortController();
  const res = await fetch(`${baseURL}/api/messages/stream`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
    signal: abort.signal,
  });
  const events: Event[] = [];
  let raw = '';
  let closed = false;
  const reading = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        raw += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = raw.indexOf('\n\n')) >= 0) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name && data) events.push({ event: name, data: JSON.parse(data) });
          if (block.includes('retry: 5000')) events.push({ event: 'retry', data: 5000 });
        }
      }
    } catch {
      // aborted
    }
    closed = true;
  })();
  return {
    res,
    events,
    isClosed: () => closed,
    of: (name: string) => events.filter((e) => e.event === name),
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

test('messages arrive live over HTTP to both participants only', async ({ baseURL }) => {
  const contexts = await Promise.all(
    [0, 1, 2].map(() => playwrightRequest.newContext({ baseURL: baseURL! })),
  );
  const [ca, cb, cc] = contexts as [
    (typeof contexts)[0],
    (typeof contexts)[0],
    (typeof contexts)[0],
  ];
  const password = 'Live-Stream-Pass-1';
  const a = await signUp(ca, { accountType: 'User', fullName: 'Live Sender', password });
  const b = await signUp(cb, { accountType: 'User', fullName: 'Live Receiver', password });
  const c = await signUp(cc, { accountType: 'User', fullName: 'Live Outsider', password });
  const bId = (await (await cb.get('/api/accounts/me')).json()).id as number;

  const streams = await Promise.all([a, b, c].map((x) => openStream(baseURL!, x.token)));
  const [sa, sb, sc] = streams as [(typeof streams)[0], (typeof streams)[0], (typeof streams)[0]];
  expect(sb.res.status).toBe(200);
  expect(sb.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(sb.res.headers.get('content-encoding')).toBeNull(); // never compressed (buffered)
  expect(sb.res.headers.get('x-content-type-options')).toBe('nosniff'); // the middleware ran
  // The first bytes come at once, before any event: nothing holds the stream back.
  await expect.poll(() => sb.of('retry').length).toBe(1);

  const sent = await ca.post('/api/messages', {
    data: { toAccountId: bId, content: 'Salom, jonli!' },
  });
  expect(sent.status()).toBe(201);
  const { conversationId, message } = await sent.json();
  await expect.poll(() => sb.of('message').length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => sa.of('message').length, { timeout: 15_000 }).toBe(1);
  expect(sb.of('message')[0]!.data).toEqual({ conversationId, message, unreadTotal: 1 });
  expect(sa.of('message')[0]!.data.unreadTotal).toBe(0);
  expect(sc.events.filter((e) => e.event !== 'retry')).toHaveLength(0);

  expect((await cb.post(`/api/messages/conversations/${conversationId}/read`)).status()).toBe(204);
  await expect.poll(() => sb.of('unread').length, { timeout: 15_000 }).toBe(1);
  expect(sb.of('unread')[0]!.data).toEqual({ unreadTotal: 0 });

  // A sixth stream of one account closes the oldest.
  const more = [];
  for (let i = 0; i < 5; i++) more.push(await openStream(baseURL!, c.token));
  await expect.poll(() => sc.isClosed()).toBe(true);
  expect(more.every((s) => !s.isClosed())).toBe(true);

  await Promise.all([...streams, ...more].map((s) => s.close()));
  const unauth = await fetch(`${baseURL}/api/messages/stream`);
  expect(unauth.status).toBe(401);
  await Promise.all(contexts.map((x) => x.dispose()));
});
