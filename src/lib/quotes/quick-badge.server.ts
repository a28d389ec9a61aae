// "Responds quickly" (docs/quote-requests.md "Response badge"): a specialist or company that
// answered at least 80 % of its matched requests within 24 hours over the last 30 days, judged on
// at least 3 requests (those answered, or a day old). The figures are responseStats'; the rule is
// here. The cards and pages read it through the read cache: kept until a match is written, and at
// most the cache's lifetime behind the clock (a request turning a day old unanswered).
import { cachedRead } from '@/lib/cache/read-cache.server';
import { db } from '@/lib/db/client.server';
import { agencies, agents } from '@/lib/db/schema';
import { cardResponseStats, type ResponseStats } from './match.server';

export const QUICK_SHARE_PERCENT = 80;
export const QUICK_MIN_REQUESTS = 3;

/** The rule, in whole numbers: 4 of 5 is exactly 80 %, with no rounding to argue about. */
export function respondsQuickly(s: ResponseStats | undefined): boolean {
  return !!s && s.matched >= QUICK_MIN_REQUESTS && s.quick * 100 >= s.matched * QUICK_SHARE_PERCENT;
}

/** Which of these agents' (or agencies') cards show the badge: one statement per page of cards. */
export function quickCards(
  kind: 'agent' | 'agency',
  ids: number[],
  now: () => Date = () => new Date(),
): Promise<Set<number>> {
  if (ids.length === 0) return Promise.resolve(new Set());
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return cachedRead(`quick-badge:${kind}:${sorted.join(',')}`, async () => {
    const stats = await cardResponseStats(
      db(),
      kind === 'agent' ? agents : agencies,
      sorted,
      now(),
    );
    return new Set(sorted.filter((id) => respondsQuickly(stats.get(id))));
  });
}
