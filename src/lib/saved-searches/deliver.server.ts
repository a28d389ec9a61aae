// Delivery (docs/saved-searches.md): claims the alerts that are due — an instant search's at once,
// a daily search's at the first pass after 09:00 Tashkent time (UTC+5, no daylight saving) for the
// alerts written before it — and hands each search's batch to the channel dispatcher. The claim is
// one UPDATE … RETURNING over rows locked with SKIP LOCKED, its WHERE re-checked under the lock:
// two processes never both claim an alert. A paused search's alerts are claimed and dropped.
import { inArray, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, savedSearches } from '@/lib/db/schema';
import { DEFAULT_LANG, isLang, type Lang } from '@/lib/i18n/languages';
import { cardsByIds } from '@/lib/projects/project-card.server';
import { dispatchAlert } from './dispatch.server';
import { resultsUrl } from './saved-searches.server';

/** The daily digest's hour: 09:00 in Tashkent is 04:00 UTC all year. */
export const DIGEST_HOUR_UTC = 4;
const CLAIMS_PER_PASS = 500;

/** The latest 09:00 Tashkent at or before `now`. */
export function lastDigestAt(now: Date): Date {
  const at = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC),
  );
  if (at.getTime() > now.getTime()) at.setUTCDate(at.getUTCDate() - 1);
  return at;
}

type Claimed = { savedSearchId: number; projectId: number };

async function claimDue(now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  const digest = lastDigestAt(now).toISOString();
  const result = await db().execute<{ saved_search_id: number; project_id: number }>(sql`
    with due as (
      select a.id
      from saved_search_alerts a
      join saved_searches s on s.id = a.saved_search_id
      where a.sent_at is null
        and (s.frequency = 'instant' or s.paused or a.created_at < ${digest}::timestamptz)
      order by a.id
      limit ${CLAIMS_PER_PASS}
      for update of a skip locked
    )
    update saved_search_alerts a
    set sent_at = ${at}::timestamptz
    from due
    where a.id = due.id and a.sent_at is null
    returning a.saved_search_id, a.project_id`);
  return result.rows.map((r) => ({
    savedSearchId: Number(r.saved_search_id),
    projectId: Number(r.project_id),
  }));
}

/** One pass: claims what is due at `now` and delivers it. Returns the searches delivered to. */
export async function deliverAlerts(now = new Date()): Promise<number> {
  const claimed = await claimDue(now);
  if (claimed.length === 0) return 0;
  const bySearch = new Map<number, number[]>();
  for (const c of claimed)
    bySearch.set(c.savedSearchId, [...(bySearch.get(c.savedSearchId) ?? []), c.projectId]);
  const searches = await db()
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      channels: savedSearches.channels,
      paused: savedSearches.paused,
      accountId: accounts.id,
      email: accounts.email,
      lang: accounts.lang,
      isBlocked: accounts.isBlocked,
    })
    .from(savedSearches)
    .innerJoin(accounts, sql`${accounts.id} = ${savedSearches.accountId}`)
    .where(inArray(savedSearches.id, [...bySearch.keys()]));
  let delivered = 0;
  for (const s of searches) {
    if (s.paused || s.isBlocked) continue;
    const lang: Lang = isLang(s.lang) ? s.lang : DEFAULT_LANG;
    // Public now: a project hidden again since it matched is not announced.
    const projects = await cardsByIds(bySearch.get(s.id)!, lang);
    if (projects.length === 0) continue;
    await dispatchAlert(
      {
        savedSearchId: s.id,
        searchName: s.name,
        accountId: s.accountId,
        email: s.email,
        lang,
        projects,
        resultsUrl: resultsUrl(s.query),
      },
      s.channels,
    );
    delivered++;
  }
  return delivered;
}
