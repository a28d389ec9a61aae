// The request's client as the middleware resolved it (src/lib/platform/forwarded.ts), read by
// routes, cookies and limits through one function. Resolved here too when no middleware ran (an
// endpoint called directly by the integration tests), with the same rules.
import type { APIContext } from 'astro';
import { config } from '@/lib/config.server';
import {
  forwardedClientIp,
  resolveClient,
  type HeaderSource,
  type RequestClient,
} from './forwarded';

type Ctx = Pick<APIContext, 'locals' | 'request'> & { clientAddress?: string };

function socketAddress(ctx: Pick<APIContext, 'clientAddress'>): string | undefined {
  try {
    return ctx.clientAddress || undefined;
  } catch {
    return undefined; // the adapter could not tell (e.g. prerendering)
  }
}

export function requestClient(ctx: Ctx): RequestClient {
  ctx.locals.client ??= resolveClient(
    socketAddress(ctx as Pick<APIContext, 'clientAddress'>),
    ctx.request.headers,
    config().TRUST_PROXY,
    ctx.request.url.startsWith('https:') ? 'https' : 'http',
  );
  return ctx.locals.client;
}

/** The client's address for the access log, from Node's raw request (src/server/serve.ts). */
export function logClientAddress(remoteAddress: string | undefined, headers: HeaderSource): string {
  return forwardedClientIp(remoteAddress, headers, config().TRUST_PROXY);
}
