// The open message streams of this server process and the one poller that feeds them
// (docs/architecture.md, "Messages live updates").
// - The poller runs only while a stream is open: started by the first, stopped with the last.
// - Each tick reads new messages and read marks (poller.server.ts) and sends each to the streams
//   of the accounts concerned: a message to both participants, a read mark to its reader.
// - A stream belongs to the session that opened it, not only to its account: a sign-out, a
//   password change (other devices), an admin's "end sessions" or a block must silence it too,
//   in every process. So before a tick delivers anything, and whenever the session-data generation
//   has moved (a write here, or another process's NOTIFY through the cache bus) or SESSION_CHECK_MS
//   have passed (a notice lost), the sessions of the open streams are read again from the database
//   (`standingSessions`) and the streams of those gone are ended. The read comes after the tick's
//   read of the messages: a sign-out committed before a message was written is always seen first.
// - Caps: PER_ACCOUNT streams per account (a 6th tab closes the oldest), PER_ADDRESS per client
//   address (an IPv6 client by its /64; past it 429 + Retry-After: one address holding many
//   accounts must not take the process's slots from everyone else) and MAX_STREAMS per process
//   (past it the endpoint answers 503 + Retry-After: the client retries, possibly on another
//   process). A stream lives at most LIFETIME_MS (less a random tenth), then the browser
//   reconnects.
// - A reader that stops reading (a stalled connection) is dropped once MAX_QUEUED_BYTES wait.
import { db, type Db } from '@/lib/db/client.server';
import { sessionDataGeneration } from '@/lib/db/write-watch.server';
import { standingSessions } from '@/lib/auth/session.server';
import { addressKey } from '@/lib/rate-limit/address';
import { log } from '@/lib/platform/log.server';
import { whenDraining } from '@/lib/platform/shutdown.server';
import { unreadTotal } from '@/lib/messages/unread.server';
import { DEFAULT_LANG, type Lang } from '@/lib/i18n/languages';
import { quoteRefIn } from '@/lib/messages/quote-refs.server';
import { notificationUnreadTotal } from '@/lib/notify/notifications.server';
import { ChangePoller, type Changes, type LiveMessage } from './poller.server';
import { SSE_PING, SSE_PREAMBLE, sseEvent } from './sse';

export const PER_ACCOUNT = 5;
/** Streams per client address and process: 20 people with five tabs each behind one address
 *  (a carrier's NAT); past it they poll the unread count instead (src/islands/messages/messages-live.ts). */
export const PER_ADDRESS = 100;
export const MAX_STREAMS = 2_000;
/** The longest a stream outlives its session when a notice from another process was lost. */
export const SESSION_CHECK_MS = 5_000;
const POLL_MS = 1_000;
const PING_MS = 25_000;
const LIFETIME_MS = 15 * 60_000;
const MAX_QUEUED_BYTES = 256 * 1024;

/** Who opens a stream: the session the request came with, the client's address, and the language
 *  a message's quote request is named in (the page's). */
export type StreamOwner = { accountId: number; sessionId: number; ip: string; lang?: Lang };

/** A new stream, or why there is none: the process or the client's address holds its maximum. */
export type Opened = { body: ReadableStream<Uint8Array> } | { refused: 'process' | 'address' };

type Stream = {
  accountId: number;
  sessionId: number;
  lang: Lang;
  /** addressKey of the client's address */
  address: string;
  controller: ReadableStreamDefaultController<Uint8Array>;
  closed: boolean;
  end: () => void;
};

export type HubOptions = {
  database?: () => Db;
  unreadTotal?: (accountId: number) => Promise<number>;
  /** the unread notifications of the header's bell */
  bellTotal?: (accountId: number) => Promise<number>;
  pollMs?: number;
  pingMs?: number;
  lifetimeMs?: number;
  maxStreams?: number;
  sessionCheckMs?: number;
};

export class LiveHub {
  private byAccount = new Map<number, Stream[]>();
  private byAddress = new Map<string, number>();
  private count = 0;
  /** The session-data generation and the time of the last session check; a new stream asks for one. */
  private checkedGeneration = -1;
  private checkedAt = 0;
  private uncheckedStreams = false;
  private poller: ChangePoller | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private closed = false;
  private readonly opts: Required<HubOptions>;

  constructor(opts: HubOptions = {}) {
    const database = opts.database ?? db;
    this.opts = {
      database,
      unreadTotal: opts.unreadTotal ?? ((id) => unreadTotal(id, database())),
      bellTotal: opts.bellTotal ?? ((id) => notificationUnreadTotal(id, database())),
      pollMs: opts.pollMs ?? POLL_MS,
      pingMs: opts.pingMs ?? PING_MS,
      lifetimeMs: opts.lifetimeMs ?? LIFETIME_MS,
      maxStreams: opts.maxStreams ?? MAX_STREAMS,
      sessionCheckMs: opts.sessionCheckMs ?? SESSION_CHECK_MS,
    };
  }

  /** Open streams in this process. */
  get size(): number {
    return this.count;
  }

  /** Open streams of one account in this process. */
  openFor(accountId: number): number {
    return this.byAccount.get(accountId)?.length ?? 0;
  }

  /** Open streams of one client address (an IPv6 one by its /64) in this process. */
  openFrom(ip: string): number {
    return this.byAddress.get(addressKey(ip)) ?? 0;
  }

  get polling(): boolean {
    return this.pollTimer !== null;
  }

  /**
   * A new stream for the owner's session, or why not. `signal` is the request's: the browser
   * leaving (tab closed, navigation) frees the stream at once.
   */
  open(owner: StreamOwner, signal?: AbortSignal): Opened {
    if (this.closed || this.count >= this.opts.maxStreams) return { refused: 'process' };
    const address = addressKey(owner.ip);
    if ((this.byAddress.get(address) ?? 0) >= PER_ADDRESS) return { refused: 'address' };
    const { accountId, sessionId } = owner;
    const lang = owner.lang ?? DEFAULT_LANG;
    let stream!: Stream;
    // Declared before the stream: its end() clears the timer and can run before it is set (a
    // request aborted already), so this cannot be one `const` further down.
    // eslint-disable-next-line prefer-const -- see above
    let lifetime: NodeJS.Timeout | undefined;
    const body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          stream = {
            accountId,
            sessionId,
            lang,
            address,
            controller,
            closed: false,
            end: () => {},
          };
          stream.end = () => {
            if (stream.closed) return;
            stream.closed = true;
            clearTimeout(lifetime);
            signal?.removeEventListener('abort', stream.end);
            this.remove(stream);
            try {
              controller.close();
            } catch {
              // already closed or cancelled by the reader
            }
          };
          controller.enqueue(SSE_PREAMBLE);
        },
        cancel: () => stream.end(),
      },
      { highWaterMark: MAX_QUEUED_BYTES, size: (chunk) => chunk.byteLength },
    );
    if (signal?.aborted) {
      stream.end();
      return { body };
    }
    signal?.addEventListener('abort', stream.end, { once: true });
    // Spread the reconnections of streams opened together (after a deploy) over a tenth of it.
    lifetime = setTimeout(stream.end, this.opts.lifetimeMs * (1 - Math.random() * 0.1));
    lifetime.unref();
    this.add(stream);
    return { body };
  }

  /**
   * Shutdown: ends every stream and refuses new ones (answered 503 + Retry-After) — browsers
   * reconnect after `retry`, to a process still running.
   */
  close(): Promise<void> {
    this.closed = true;
    return this.closeAll();
  }

  /** Ends every stream: browsers reconnect after `retry`. */
  closeAll(): Promise<void> {
    for (const list of [...this.byAccount.values()]) for (const s of [...list]) s.end();
    this.stopTimers();
    // A poll under way finishes (its queries must not meet a closed database).
    return (this.ticking ?? Promise.resolve()).catch(() => {});
  }

  /** One poll now (tests; the timer calls it every pollMs). Never two at once. */
  tick(): Promise<void> {
    this.ticking ??= this.poll().finally(() => (this.ticking = null));
    return this.ticking;
  }

  private add(stream: Stream): void {
    const list = this.byAccount.get(stream.accountId) ?? [];
    list.push(stream);
    this.byAccount.set(stream.accountId, list);
    this.byAddress.set(stream.address, (this.byAddress.get(stream.address) ?? 0) + 1);
    this.count++;
    // Its session was read by the request, maybe from a cache a few seconds old: read it again.
    this.uncheckedStreams = true;
    // A 6th tab: the oldest stream of the account gives way (its tab may long be gone).
    if (list.length > PER_ACCOUNT) list[0]!.end();
    this.startTimers();
  }

  private remove(stream: Stream): void {
    const list = this.byAccount.get(stream.accountId);
    const at = list?.indexOf(stream) ?? -1;
    if (!list || at < 0) return;
    list.splice(at, 1);
    if (list.length === 0) this.byAccount.delete(stream.accountId);
    const fromAddress = (this.byAddress.get(stream.address) ?? 1) - 1;
    if (fromAddress > 0) this.byAddress.set(stream.address, fromAddress);
    else this.byAddress.delete(stream.address);
    this.count--;
    if (this.count === 0) this.stopTimers();
  }

  private startTimers(): void {
    if (this.pollTimer) return;
    this.poller ??= new ChangePoller(this.opts.database);
    const tick = () => this.tick().catch((e: unknown) => log.error('polling new messages', e));
    this.pollTimer = setInterval(tick, this.opts.pollMs);
    // Take the starting point now, not a second later: a message sent meanwhile must be news.
    void tick();
    this.pingTimer = setInterval(() => this.broadcast(SSE_PING), this.opts.pingMs);
    // Open streams must not keep a stopping process alive (shutdown closes them anyway).
    this.pollTimer.unref();
    this.pingTimer.unref();
  }

  private stopTimers(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pollTimer = this.pingTimer = null;
    // The next first stream starts from what is in the database then, not from a stale position.
    this.poller = null;
  }

  private async poll(): Promise<void> {
    const poller = this.poller;
    if (!poller) return;
    const changes = await poller.changes([...this.byAccount.keys()]);
    if (poller !== this.poller) return; // stopped meanwhile
    // Read after the changes: a session ended before a message was written is seen ended here.
    if (this.concernsStreamsHere(changes) || this.sessionCheckDue()) await this.checkSessions();
    if (poller !== this.poller) return;
    await this.deliver(changes);
  }

  private concernsStreamsHere({ messages, reads, bells }: Changes): boolean {
    return (
      reads.length > 0 ||
      bells.length > 0 ||
      messages.some((m) => m.accountIds.some((id) => this.byAccount.has(id)))
    );
  }

  private sessionCheckDue(): boolean {
    return (
      this.uncheckedStreams ||
      this.checkedGeneration !== sessionDataGeneration() ||
      Date.now() - this.checkedAt >= this.opts.sessionCheckMs
    );
  }

  /** Ends the streams whose session no longer lets its account in. */
  private async checkSessions(): Promise<void> {
    // Taken before the read: a write during it moves the generation, and the next tick reads again.
    const generation = sessionDataGeneration();
    const streams = [...this.byAccount.values()].flat();
    const asked = new Set(streams.map((s) => s.sessionId));
    this.uncheckedStreams = false;
    const now = new Date();
    let standing: Set<number>;
    try {
      standing = await standingSessions([...asked], now, this.opts.database());
    } catch (e) {
      this.uncheckedStreams = true; // the next tick asks again; this one delivers nothing
      throw e;
    }
    this.checkedGeneration = generation;
    this.checkedAt = now.getTime();
    // A stream opened during the read is left to the next tick unless its session was asked about.
    for (const s of [...this.byAccount.values()].flat())
      if (asked.has(s.sessionId) && !standing.has(s.sessionId)) s.end();
  }

  private async deliver({ messages, reads, bells }: Changes): Promise<void> {
    // The bell: a notification added or read sends its account the new unread total.
    const ringing = bells.filter((id) => this.byAccount.has(id));
    const bellTotals = await Promise.all(ringing.map((id) => this.opts.bellTotal(id)));
    ringing.forEach((id, i) =>
      this.send(id, sseEvent('notifications', { unreadTotal: bellTotals[i] })),
    );
    const here = (id: number) => this.byAccount.has(id);
    const concerned = new Set<number>();
    for (const m of messages) for (const id of m.accountIds) if (here(id)) concerned.add(id);
    // A message event carries the total already; a read mark alone (e.g. the sender's own, set
    // with every message sent) needs an `unread` event only when no message came with it.
    const readers = new Set(
      reads.map((r) => r.accountId).filter((id) => here(id) && !concerned.has(id)),
    );
    const ids = [...concerned, ...readers];
    const counts = await Promise.all(ids.map((id) => this.opts.unreadTotal(id)));
    const totals = new Map(ids.map((id, i) => [id, counts[i]!]));
    for (const m of messages)
      for (const id of new Set(m.accountIds)) {
        const total = totals.get(id);
        if (total === undefined) continue;
        // One encoding per language at most: only a message naming a quote request differs.
        const chunks = new Map<Lang, Uint8Array>();
        for (const s of [...(this.byAccount.get(id) ?? [])]) {
          const lang = m.quote ? s.lang : DEFAULT_LANG;
          let chunk = chunks.get(lang);
          if (!chunk) {
            chunk = messageEvent(m, total, lang);
            chunks.set(lang, chunk);
          }
          this.write(s, chunk);
        }
      }
    for (const id of readers) this.send(id, sseEvent('unread', { unreadTotal: totals.get(id) }));
  }

  private send(accountId: number, chunk: Uint8Array): void {
    for (const s of [...(this.byAccount.get(accountId) ?? [])]) this.write(s, chunk);
  }

  private broadcast(chunk: Uint8Array): void {
    for (const list of [...this.byAccount.values()])
      for (const s of [...list]) this.write(s, chunk);
  }

  private write(s: Stream, chunk: Uint8Array): void {
    if (s.closed) return;
    if ((s.controller.desiredSize ?? 0) <= 0) return s.end(); // nobody has read for a long while
    try {
      s.controller.enqueue(chunk);
    } catch {
      s.end();
    }
  }
}

function messageEvent(m: LiveMessage, unreadTotal: number, lang: Lang): Uint8Array {
  const message = m.quote ? { ...m.message, quoteRequest: quoteRefIn(m.quote, lang) } : m.message;
  return sseEvent('message', { conversationId: m.message.conversationId, message, unreadTotal });
}

let current: LiveHub | undefined;

/** The process's one hub. */
export function liveHub(): LiveHub {
  if (!current) {
    const hub = new LiveHub();
    current = hub;
    // SIGTERM/SIGINT (src/server/graceful.ts): end the streams as draining starts — they would
    // hold the shutdown until its timeout — the browsers reconnect elsewhere after `retry`. The
    // last bytes leave before the server stops waiting for its connections.
    whenDraining(() => hub.close());
  }
  return current;
}
