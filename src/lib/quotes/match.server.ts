// Who a quote request goes to (docs/quote-requests.md "Matching"): specialists and companies that
// offer the service or its parent service in the request's region, at most MAX_MATCHES, PRO first,
// then those who answered more of their requests within a day over the last 30 days, then the
// faster ones. Never the customer, never a disabled or unverified account, never anyone the
// customer blocked or who blocked the customer.
import { and, eq, gt, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client.server';
import {
  accountBlocks,
  accounts,
  agencies,
  agencyServices,
  agentServices,
  agents,
  quoteRequestMatches,
  regions,
} from '@/lib/db/schema';
import { NEIGHBOURS } from './nearest-regions';

export const MAX_MATCHES = 5;
const DAY_MS = 24 * 3600 * 1000;
/** How far back the response rate looks. */
export const RATE_WINDOW_MS = 30 * DAY_MS;
/** A response within this time counts as a quick one. */
export const QUICK_MS = DAY_MS;
/** The rate given to someone with no request yet to judge by: between the good and the slow. */
const UNKNOWN_RATE = 0.5;

type Conn = Db | Tx;
type Candidate = { accountId: number; regionId: number; isPro: boolean };

/** Accounts offering one of `serviceIds` in one of `regionIds`, fit to receive `customerId`'s request. */
async function candidates(
  conn: Conn,
  serviceIds: number[],
  regionIds: number[],
  customerId: number,
): Promise<Candidate[]> {
  const fit = (accountId: typeof agents.accountId | typeof agencies.accountId) =>
    and(
      eq(accounts.id, accountId),
      eq(accounts.isBlocked, false),
      eq(accounts.isVerified, true),
      ne(accounts.id, customerId),
      notExists(
        conn
          .select({ one: sql`1` })
          .from(accountBlocks)
          .where(
            or(
              and(
                eq(accountBlocks.blockerAccountId, customerId),
                eq(accountBlocks.blockedAccountId, accounts.id),
              ),
              and(
                eq(accountBlocks.blockerAccountId, accounts.id),
                eq(accountBlocks.blockedAccountId, customerId),
              ),
            ),
          ),
      ),
    );
  const [byAgents, byAgencies] = await Promise.all([
    conn
      .selectDistinct({
        accountId: agents.accountId,
        regionId: sql<number>`${agents.regionId}`,
        isPro: accounts.isPro,
      })
      .from(agents)
      .innerJoin(agentServices, eq(agentServices.agentId, agents.id))
      .innerJoin(accounts, fit(agents.accountId))
      .where(
        and(inArray(agentServices.serviceId, serviceIds), inArray(agents.regionId, regionIds)),
      ),
    conn
      .selectDistinct({
        accountId: agencies.accountId,
        regionId: sql<number>`${agencies.regionId}`,
        isPro: accounts.isPro,
      })
      .from(agencies)
      .innerJoin(agencyServices, eq(agencyServices.agencyId, agencies.id))
      .innerJoin(accounts, fit(agencies.accountId))
      .where(
        and(inArray(agencyServices.serviceId, serviceIds), inArray(agencies.regionId, regionIds)),
      ),
  ]);
  return [...byAgents, ...byAgencies];
}

export type ResponseStats = { matched: number; quick: number; avgSeconds: number | null };

const m = quoteRequestMatches;

/** The figures of ResponseStats over a group of matches. */
const statsColumns = () => ({
  matched: sql<number>`count(*)::int`,
  quick: sql<number>`(count(*) filter (where ${m.respondedAt} <= ${m.matchedAt} + make_interval(secs => ${QUICK_MS / 1000})))::int`,
  avgSeconds: sql<
    number | null
  >`avg(extract(epoch from ${m.respondedAt} - ${m.matchedAt}))::float8`,
});

/** The matches of the last 30 days that can already be judged: answered, or a day old. */
const judged = (now: Date) =>
  and(
    gt(m.matchedAt, new Date(now.getTime() - RATE_WINDOW_MS)),
    or(
      sql`${m.respondedAt} is not null`,
      sql`${m.matchedAt} <= ${new Date(now.getTime() - QUICK_MS)}`,
    ),
  );

/**
 * Each account's requests of the last 30 days that can already be judged (answered, or matched
 * more than a day ago): how many, how many answered within a day, the mean time to answer.
 */
export async function responseStats(
  conn: Conn,
  accountIds: number[],
  now: Date,
): Promise<Map<number, ResponseStats>> {
  if (accountIds.length === 0) return new Map();
  const rows = await conn
    .select({ accountId: m.accountId, ...statsColumns() })
    .from(m)
    .where(and(inArray(m.accountId, accountIds), judged(now)))
    .groupBy(m.accountId);
  return new Map(rows.map((r) => [r.accountId, r]));
}

/**
 * The same figures for agents' or agencies' cards, by their own ids: one statement for a page of
 * cards (the match rows name accounts; the join finds each card's).
 */
export async function cardResponseStats(
  conn: Conn,
  owner: typeof agents | typeof agencies,
  ids: number[],
  now: Date,
): Promise<Map<number, ResponseStats>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .select({ id: owner.id, ...statsColumns() })
    .from(m)
    .innerJoin(owner, eq(owner.accountId, m.accountId))
    .where(and(inArray(owner.id, ids), judged(now)))
    .groupBy(owner.id);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The order of docs/quote-requests.md "Matching"; ties go to the older account (lower id). */
export function rankCandidates(
  list: { accountId: number; isPro: boolean }[],
  stats: Map<number, ResponseStats>,
): number[] {
  const rate = (id: number) => {
    const s = stats.get(id);
    return s && s.matched > 0 ? s.quick / s.matched : UNKNOWN_RATE;
  };
  const secs = (id: number) => stats.get(id)?.avgSeconds ?? Number.POSITIVE_INFINITY;
  return [...list]
    .sort(
      (a, b) =>
        Number(b.isPro) - Number(a.isPro) ||
        rate(b.accountId) - rate(a.accountId) ||
        secs(a.accountId) - secs(b.accountId) ||
        a.accountId - b.accountId,
    )
    .map((c) => c.accountId);
}

function unique(list: Candidate[]): Candidate[] {
  const seen = new Map<number, Candidate>();
  for (const c of list) if (!seen.has(c.accountId)) seen.set(c.accountId, c);
  return [...seen.values()];
}

/** The accounts a new request goes to, best first, at most MAX_MATCHES. */
export async function matchAccounts(
  conn: Conn,
  q: { serviceIds: number[]; regionId: number; customerId: number; now: Date },
): Promise<number[]> {
  const list = unique(await candidates(conn, q.serviceIds, [q.regionId], q.customerId));
  const stats = await responseStats(
    conn,
    list.map((c) => c.accountId),
    q.now,
  );
  return rankCandidates(list, stats).slice(0, MAX_MATCHES);
}

export type RegionSuggestion = { regionId: number; soato: number; matchCount: number };

/**
 * Where the customer could ask instead: the neighbouring regions with someone offering the
 * service, nearest first; when no neighbour has anyone, the regions with the most (at most 3).
 */
export async function nearestRegionsWithMatches(
  conn: Conn,
  q: { serviceIds: number[]; regionId: number; customerId: number },
): Promise<RegionSuggestion[]> {
  const all = await conn.select({ id: regions.id, soato: regions.soato }).from(regions);
  const soatoOf = new Map(all.map((r) => [r.id, r.soato]));
  const here = soatoOf.get(q.regionId);
  const others = all.filter((r) => r.id !== q.regionId);
  const found = unique(
    await candidates(
      conn,
      q.serviceIds,
      others.map((r) => r.id),
      q.customerId,
    ),
  );
  const counts = new Map<number, number>();
  for (const c of found) counts.set(c.regionId, (counts.get(c.regionId) ?? 0) + 1);
  const bySoato = new Map(others.map((r) => [r.soato, r.id]));
  const near = (here !== undefined ? (NEIGHBOURS[here] ?? []) : [])
    .map((soato) => bySoato.get(soato))
    .filter((id): id is number => id !== undefined && (counts.get(id) ?? 0) > 0);
  const ids =
    near.length > 0
      ? near
      : [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a - b).slice(0, 3);
  return ids.map((id) => ({ regionId: id, soato: soatoOf.get(id)!, matchCount: counts.get(id)! }));
}
