// Live messages in the browser: the header badge script and the messages island subscribe here.
// One EventSource on GET /api/messages/stream per page, shared by every subscriber; when the
// browser has no EventSource or the stream cannot be opened (a proxy cutting it, the server at its
// cap), GET /api/messages/unread is polled every 20 s instead and the stream retried now and then.
// While the page stays hidden for long the stream is closed (no open connection for a tab in the
// background); when it is shown again the stream reopens and subscribers get `resync`, the cue to
// reload what they show, since messages sent meanwhile were not streamed to them.
// Plain TypeScript, no framework, since the badge ships on every page; it sits with the messages
// islands so that both the badge (src/browser/messages-badge.ts) and Messenger import it downwards.
import type { MessageDto } from '@/lib/messages/message-dto';

/** The message a `message` event carries: the API's message object. */
export type LiveMessage = MessageDto;

export type LiveEvent =
  | { type: 'message'; conversationId: number; message: LiveMessage; unreadTotal: number }
  | { type: 'unread'; unreadTotal: number }
  /** The header's bell: the unread notifications (src/lib/notify/notifications.server.ts). */
  | { type: 'bell'; unreadTotal: number }
  /** The stream was interrupted and is back: reload the conversation list or the open thread. */
  | { type: 'resync' };

type Handler = (event: LiveEvent) => void;

const STREAM_URL = '/api/messages/stream';
const UNREAD_URL = '/api/messages/unread';
const POLL_MS = 20_000;
/** After this many failed attempts in a row without one success, poll meanwhile. */
const FAILURES_BEFORE_POLLING = 3;
/** While polling, try the stream again this often. */
const STREAM_RETRY_MS = 120_000;
const HIDDEN_CLOSE_MS = 5 * 60_000;

const handlers = new Set<Handler>();
let source: EventSource | null = null;
let failures = 0;
let interrupted = false;
let pollTimer: number | undefined;
let retryTimer: number | undefined;
let hiddenTimer: number | undefined;
let lastPolled: number | undefined;
let lastBell: number | undefined;
let signedOut = false;

function emit(event: LiveEvent): void {
  for (const h of [...handlers]) {
    try {
      h(event);
    } catch (e) {
      console.warn('messages-live handler failed', e);
    }
  }
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

function openStream(): void {
  if (source || signedOut || handlers.size === 0) return;
  if (typeof EventSource === 'undefined') return startPolling();
  const es = new EventSource(STREAM_URL);
  source = es;
  es.addEventListener('open', () => {
    failures = 0;
    stopPolling();
    if (interrupted) emit({ type: 'resync' });
    interrupted = false;
  });
  es.addEventListener('message', (e) => {
    const d = parse((e as MessageEvent<string>).data) as Omit<
      Extract<LiveEvent, { type: 'message' }>,
      'type'
    > | null;
    if (d?.message) emit({ type: 'message', ...d });
  });
  es.addEventListener('unread', (e) => {
    const d = parse((e as MessageEvent<string>).data) as { unreadTotal?: number } | null;
    if (typeof d?.unreadTotal === 'number') emit({ type: 'unread', unreadTotal: d.unreadTotal });
  });
  es.addEventListener('notifications', (e) => {
    const d = parse((e as MessageEvent<string>).data) as { unreadTotal?: number } | null;
    if (typeof d?.unreadTotal === 'number') emit({ type: 'bell', unreadTotal: d.unreadTotal });
  });
  es.addEventListener('error', () => {
    interrupted = true;
    failures++;
    // CLOSED: the server answered something else than a stream (401, 503): the browser gives up.
    // CONNECTING: it retries by itself after `retry`; poll meanwhile if that keeps failing.
    if (es.readyState === EventSource.CLOSED || failures >= FAILURES_BEFORE_POLLING) {
      if (es.readyState === EventSource.CLOSED) closeStream();
      startPolling();
    }
  });
}

function closeStream(): void {
  source?.close();
  source = null;
}

async function pollOnce(): Promise<void> {
  try {
    const res = await fetch(UNREAD_URL, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (res.status === 401) {
      // Signed out (in another tab, or the session expired): nothing to follow any more.
      signedOut = true;
      stopAll();
      return;
    }
    if (!res.ok) return;
    const { unreadTotal, notificationsUnread } = (await res.json()) as {
      unreadTotal: number;
      notificationsUnread?: number;
    };
    if (unreadTotal !== lastPolled) emit({ type: 'unread', unreadTotal });
    lastPolled = unreadTotal;
    if (typeof notificationsUnread === 'number' && notificationsUnread !== lastBell)
      emit({ type: 'bell', unreadTotal: notificationsUnread });
    lastBell = notificationsUnread;
  } catch {
    // offline: the next round tries again
  }
}

function startPolling(): void {
  if (pollTimer !== undefined || signedOut) return;
  lastPolled = lastBell = undefined;
  void pollOnce();
  pollTimer = window.setInterval(() => void pollOnce(), POLL_MS);
  if (typeof EventSource !== 'undefined' && retryTimer === undefined)
    retryTimer = window.setInterval(() => {
      if (source?.readyState === EventSource.OPEN) return;
      closeStream();
      failures = 0;
      openStream();
    }, STREAM_RETRY_MS);
}

function stopPolling(): void {
  window.clearInterval(pollTimer);
  window.clearInterval(retryTimer);
  pollTimer = retryTimer = undefined;
}

function stopAll(): void {
  closeStream();
  stopPolling();
  window.clearTimeout(hiddenTimer);
  hiddenTimer = undefined;
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') {
    hiddenTimer ??= window.setTimeout(() => {
      hiddenTimer = undefined;
      interrupted = true;
      stopAll();
    }, HIDDEN_CLOSE_MS);
    return;
  }
  window.clearTimeout(hiddenTimer);
  hiddenTimer = undefined;
  if (!source && pollTimer === undefined && handlers.size > 0) {
    openStream();
    void pollOnce(); // the badge is right at once, even before the stream opens
  }
}

/**
 * Calls `handler` with every live event of the signed-in account; returns the unsubscribe
 * function. The first subscriber opens the connection, the last one to leave closes it.
 */
export function subscribeMessages(handler: Handler): () => void {
  handlers.add(handler);
  if (handlers.size === 1) {
    document.addEventListener('visibilitychange', onVisibility);
    openStream();
  }
  return () => {
    if (!handlers.delete(handler) || handlers.size > 0) return;
    document.removeEventListener('visibilitychange', onVisibility);
    stopAll();
    interrupted = false;
  };
}
