// The address the per-IP limits count. The socket's address only: X-Forwarded-For is whatever the
// client wants it to be unless a proxy we trust sets it, and no such proxy is configured today.
import type { APIContext } from 'astro';

export function clientIp(ctx: Pick<APIContext, 'clientAddress'>): string {
  try {
    return ctx.clientAddress || 'unknown';
  } catch {
    return 'unknown'; // the adapter could not tell (e.g. prerendering)
  }
}
