// GET /api/messages/stream: the signed-in account's live events as Server-Sent Events.
import type { APIContext } from 'astro';
import { requireAccount } from '@/lib/auth/request.server';
import { AppError, unauthorized } from '@/lib/http/app-error';
import { clientIp } from '@/lib/rate-limit/client-ip.server';
import { liveHub } from './hub.server';

/** Past a cap the browser retries after this long (EventSource or the fallback). */
const BUSY_RETRY_SECONDS = 30;

type Ctx = Pick<APIContext, 'locals' | 'request' | 'clientAddress'>;

export function openMessageStream(ctx: Ctx): Response {
  const account = requireAccount(ctx);
  // The stream is tied to the session that opened it (the hub ends it when the session ends); the
  // middleware sets both together, so an account without its session is refused, never trusted.
  const sessionId = ctx.locals.sessionId;
  if (sessionId === null || sessionId === undefined) throw unauthorized();
  const opened = liveHub().open(
    { accountId: account.id, sessionId, ip: clientIp(ctx), lang: ctx.locals.lang },
    ctx.request.signal,
  );
  if ('refused' in opened)
    throw opened.refused === 'address'
      ? new AppError(429, 'rate_limited', 'messages:live.tooMany', undefined, BUSY_RETRY_SECONDS)
      : new AppError(503, 'unavailable', 'messages:live.busy', undefined, BUSY_RETRY_SECONDS);
  return new Response(opened.body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: compression (src/server/serve.ts) and proxies must pass each event on at once.
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
