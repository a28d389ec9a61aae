// One access-log line per request, written when the response has left (or the client went away):
// method, path, status, duration, body bytes, request id, client address. The query string is
// reduced to its parameter names — values may be tokens (`?token=` of a reset link) or personal.
import type http from 'node:http';
import { accessLogger, logger } from '../lib/platform/log.server';

/** `/x?token=abc&lang=en` → `/x?token&lang`: the names say what was asked, no value leaks. */
export function loggedPath(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const keys = new URLSearchParams(url.slice(at + 1)).keys();
  return `${url.slice(0, at)}?${[...new Set(keys)].join('&')}`;
}

/** Counts the body bytes written (after compression, which wraps write/end later). */
function countBytes(res: http.ServerResponse): () => number {
  let bytes = 0;
  const add = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string')
      bytes += Buffer.byteLength(
        chunk,
        typeof encoding === 'string' ? (encoding as never) : 'utf8',
      );
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') add(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as typeof res.end;
  return () => bytes;
}

/** Read when the request comes: by the time the answer has left the socket may be gone. */
export type AccessInfo = { requestId: string; remoteAddress: string | undefined };

export function logAccess(req: http.IncomingMessage, res: http.ServerResponse, info: AccessInfo) {
  const started = process.hrtime.bigint();
  const bytes = countBytes(res);
  res.once('close', () => {
    // A log line must never take the server down: whatever fails here is reported, not thrown.
    try {
      write();
    } catch (e) {
      logger().error({ err: e }, 'access log');
    }
  });
  const write = () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = {
      reqId: info.requestId,
      method: req.method,
      path: loggedPath(req.url ?? '/'),
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      bytes: bytes(),
      remote: info.remoteAddress,
      // The client left before the whole answer was sent (a closed tab, a timeout).
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    const log = accessLogger();
    if (res.statusCode >= 500) log.warn(line, 'request');
    else log.info(line, 'request');
  };
}
