// The one condition that keeps a blocked account's records off every public read (docs/product.md
// §6 "Blocked accounts"): its projects, its agent and agency records and its reviews. Blocking is a
// flag on `accounts`, so every read that uses this depends on the accounts table: the one cache
// learns it from the query's SQL (src/lib/db/read-tags.server.ts), and blocking (an update of
// `accounts` through Drizzle, followed by dropPublicCaches) drops such entries in every process.
import { sql, type Column, type SQL } from 'drizzle-orm';
import { accounts } from '@/lib/db/schema';

/**
 * The account `accountId` names is not blocked. An anti-join against the blocked accounts only:
 * the partial index accounts_blocked_idx holds just their ids, so PostgreSQL either hashes that
 * (tiny) set once or probes it per row, and an outer query keeps the index it used before.
 */
export function accountNotBlocked(accountId: Column | SQL): SQL {
  return sql`not exists (select 1 from ${accounts} blocked where blocked.id = ${accountId} and blocked.is_blocked)`;
}
