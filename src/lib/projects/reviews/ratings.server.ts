// The computed `rating` and `reviewCount` of agents and agencies (docs/product.md §3: "rating" of a
// company is computed, never written). Both come from the stars of reviews on projects:
// - an agent: reviews of the projects its account owns;
// - an agency: reviews of the projects its own account owns and of those its current workers own.
// `rating` is the mean of the stars (0 when there are none); `reviewCount` counts the reviews that
// carry stars, so "4.6 (12)" always describes the same set of reviews.
// Stored on the rows (not computed on read) so the directories can sort by rating with an index-
// friendly column. Call a refresh in the same transaction as any write that changes the inputs: a
// review's stars, a project's owner or existence, a worker joining or leaving.
// Two writers for the same row (two reviews of one agent's projects at once) must not leave the
// figure of the one that committed first: each refresh first locks the rows it recomputes, so the
// computing statement starts after the other transaction committed and, in PostgreSQL's READ
// COMMITTED, sees its review (a statement's snapshot is taken when it starts, after the wait).
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client.server';
import { agencies, agents } from '@/lib/db/schema';

type Conn = Db | Tx;

/** Locks the rows about to be recomputed, in id order (so two refreshes cannot deadlock). */
async function lockRows(conn: Conn, table: 'agents' | 'agencies', ids: number[]) {
  const t = table === 'agents' ? agents : agencies;
  await conn.select({ id: t.id }).from(t).where(inArray(t.id, ids)).orderBy(t.id).for('update');
}

/** Recomputes the given agents' ratings from the reviews of their own projects. */
export async function refreshAgentRatings(conn: Conn, agentIds: readonly number[]) {
  const ids = [...new Set(agentIds)];
  if (!ids.length) return;
  await lockRows(conn, 'agents', ids);
  await conn.execute(sql`
    update ${agents} as a
       set rating = s.rating, review_count = s.n
      from (
        select ag.id,
               coalesce(avg(r.rating), 0)::real as rating,
               count(r.rating)::int as n
          from ${agents} ag
          left join projects p on p.owner_account_id = ag.account_id
          left join reviews r on r.project_id = p.id and r.rating is not null
         where ag.id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         group by ag.id
      ) s
     where a.id = s.id`);
}

/** Recomputes the given agencies' ratings from their own and their current workers' projects. */
export async function refreshAgencyRatings(conn: Conn, agencyIds: readonly (number | null)[]) {
  const ids = [...new Set(agencyIds.filter((id): id is number => id !== null))];
  if (!ids.length) return;
  await lockRows(conn, 'agencies', ids);
  await conn.execute(sql`
    update ${agencies} as c
       set rating = s.rating, review_count = s.n
      from (
        select o.agency_id as id,
               coalesce(avg(r.rating), 0)::real as rating,
               count(r.rating)::int as n
          from (
            select id as agency_id, account_id from agencies where id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
            union all
            select agency_id, account_id from agents where agency_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
          ) o
          left join projects p on p.owner_account_id = o.account_id
          left join reviews r on r.project_id = p.id and r.rating is not null
         group by o.agency_id
      ) s
     where c.id = s.id`);
}

/** After a change to projects owned by these accounts: their agent rows and the agencies concerned
 * (the account's own agency, and the agency its agent works for) are recomputed. */
export async function refreshRatingsOfOwners(conn: Conn, accountIds: readonly number[]) {
  const ids = [...new Set(accountIds)];
  if (!ids.length) return;
  const agentRows = await conn
    .select({ id: agents.id, agencyId: agents.agencyId })
    .from(agents)
    .where(inArray(agents.accountId, ids));
  const agencyRows = await conn
    .select({ id: agencies.id })
    .from(agencies)
    .where(inArray(agencies.accountId, ids));
  await refreshAgentRatings(
    conn,
    agentRows.map((a) => a.id),
  );
  await refreshAgencyRatings(conn, [
    ...agentRows.map((a) => a.agencyId),
    ...agencyRows.map((a) => a.id),
  ]);
}
