// GET /api/messages/stream: the signed-in account's live events as Server-Sent Events.
import type { SessionAccount } from '@/lib/auth/session.server';
import { AppError } from '@/lib/http/app-error';
import { liveHub } from './hub.server';

/** Past the process's cap the browser retries after this long (EventSource or the fallback). */
const BUSY_RETRY_SECONDS = 30;

export function openMessageStream(account: SessionAccount, request: Request): Response {
  const body = liveHub().open(account.id, request.signal);
  if (!body)
    throw new AppError(503, 'unavailable', 'messages:live.busy', undefined, BUSY_RETRY_SECONDS);
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: compression (scripts/serve.ts) and proxies must pass each event on at once.
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
