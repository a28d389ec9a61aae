// The address the per-IP limits and view counts key on: the socket's peer, or — behind a proxy
// that TRUST_PROXY names — the client address that proxy forwarded (src/lib/platform/forwarded.ts).
// X-Forwarded-For from anyone else is whatever the client wants it to be, so it is ignored.
import type { APIContext } from 'astro';
import { requestClient } from '@/lib/platform/request-client.server';

export function clientIp(ctx: Pick<APIContext, 'clientAddress' | 'locals' | 'request'>): string {
  return requestClient(ctx).ip;
}
