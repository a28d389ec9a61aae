// The request id: the one a proxy or client sent in X-Request-Id when it looks sane (so a line in
// nginx's log and ours can be matched), else a new one. Sent back as X-Request-Id, written in the
// access log and in every error logged for the request, shown on the 500 page.
import { randomUUID } from 'node:crypto';

const SANE = /^[A-Za-z0-9._-]{1,64}$/;

export function requestId(incoming: string | string[] | undefined | null): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE.test(value) ? value : randomUUID();
}
