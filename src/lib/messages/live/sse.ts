// The Server-Sent Events wire format of GET /api/messages/stream (docs/api.md, "Messages"): named
// events with one JSON `data:` line, comment pings, and the reconnection delay. JSON never holds a
// raw newline, so one `data:` line always carries the whole payload.
const encoder = new TextEncoder();

export const RETRY_MS = 5_000;

export function sseEvent(name: 'message' | 'unread' | 'notifications', data: unknown): Uint8Array {
  return encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** The first bytes of every stream: the reconnection delay, and a comment that makes proxies and
 * the browser see the response start at once (some wait for the first bytes before firing onopen). */
export const SSE_PREAMBLE = encoder.encode(`retry: ${RETRY_MS}\n: open\n\n`);

export const SSE_PING = encoder.encode(': ping\n\n');
