// The browser module of live messages with a fake EventSource, document and fetch: one shared
// connection, events to every subscriber, `resync` after an interruption, the polling fallback
// (no EventSource, or a stream the server refuses) and its stop on 401.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from './messages-live';

class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private listeners = new Map<string, Array<(e: unknown) => void>>();
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    for (const fn of this.listeners.get(type) ?? [])
      fn(data === undefined ? {} : { data: JSON.stringify(data) });
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

let unreadAnswers: Array<{ status: number; body?: unknown }>;
const fetchMock = vi.fn(async (_url: string) => {
  const next = unreadAnswers.shift() ?? { status: 200, body: { unreadTotal: 0 } };
  return new Response(JSON.stringify(next.body ?? {}), { status: next.status });
});

async function load(withEventSource = true) {
  vi.resetModules();
  FakeEventSource.all = [];
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', {
    visibilityState: 'visible',
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', withEventSource ? FakeEventSource : undefined);
  return import('./messages-live');
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const message = {
  conversationId: 7,
  message: {
    id: 1,
    conversationId: 7,
    fromAccountId: 2,
    content: 'Hi',
    createdAt: 'x',
    projectId: null,
  },
  unreadTotal: 3,
};

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockClear();
  unreadAnswers = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('subscribeMessages', () => {
  it('shares one stream among subscribers and closes it after the last one leaves', async () => {
    const { subscribeMessages } = await load();
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    const offA = subscribeMessages((e) => a.push(e));
    const offB = subscribeMessages((e) => b.push(e));
    expect(FakeEventSource.all).toHaveLength(1);
    const es = FakeEventSource.all[0]!;
    expect(es.url).toBe('/api/messages/stream');
    es.emit('open');
    es.emit('message', message);
    es.emit('unread', { unreadTotal: 0 });
    expect(a).toEqual([
      { type: 'message', ...message },
      { type: 'unread', unreadTotal: 0 },
    ]);
    expect(b).toEqual(a);
    offA();
    expect(es.closed).toBe(false);
    offB();
    expect(es.closed).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells subscribers to resync when the stream comes back after an interruption', async () => {
    const { subscribeMessages } = await load();
    const seen: LiveEvent[] = [];
    subscribeMessages((e) => seen.push(e));
    const es = FakeEventSource.all[0]!;
    es.emit('open');
    expect(seen).toEqual([]); // the first open is no news
    es.emit('error'); // the browser reconnects by itself (CONNECTING)
    es.emit('open');
    expect(seen).toEqual([{ type: 'resync' }]);
  });

  it('polls the unread count every 20 s without EventSource, reporting changes only', async () => {
    const { subscribeMessages } = await load(false);
    unreadAnswers = [
      { status: 200, body: { unreadTotal: 2 } },
      { status: 200, body: { unreadTotal: 2 } },
      { status: 200, body: { unreadTotal: 5 } },
    ];
    const seen: LiveEvent[] = [];
    subscribeMessages((e) => seen.push(e));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/messages/unread');
    await vi.advanceTimersByTimeAsync(20_000);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(seen).toEqual([
      { type: 'unread', unreadTotal: 2 },
      { type: 'unread', unreadTotal: 5 },
    ]);
  });

  it('falls back to polling when the server refuses the stream, and stops on 401', async () => {
    const { subscribeMessages } = await load();
    const seen: LiveEvent[] = [];
    subscribeMessages((e) => seen.push(e));
    const es = FakeEventSource.all[0]!;
    es.readyState = FakeEventSource.CLOSED; // e.g. 503: the browser gives up on it
    unreadAnswers = [{ status: 200, body: { unreadTotal: 1 } }, { status: 401 }];
    es.emit('error');
    await flush();
    expect(seen).toEqual([{ type: 'unread', unreadTotal: 1 }]);
    await vi.advanceTimersByTimeAsync(20_000); // 401: signed out
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(FakeEventSource.all).toHaveLength(1); // and no new stream either
  });
});
