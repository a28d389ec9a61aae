// Resolved sessions kept in memory for a few seconds, so a signed-in page does not join four
// tables again on every request (docs/performance.md#session-cache).
//
// Security comes first: an entry counts only while the session-data generation it was read under
// has not moved (cache/write-watch.server.ts moves it on every write to the account, agent, agency,
// session, message and block tables, in this process at once and in the others through the cache
// bus), and never longer than TTL_MS — the bound for a notification missed by another process.
// A read that overlapped a write is not kept at all. Expiry is checked on every use.
import { sessionDataGeneration } from '@/lib/db/write-watch.server';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { generation: number; until: number; row: T };
const entries = new Map<string, Entry<unknown>>();

/** The row kept for a token hash, if it is still good; `accept` says whether it answers the need. */
export function cachedSessionRow<T>(
  tokenHash: string,
  nowMs: number,
  accept: (row: T) => boolean,
): T | undefined {
  const entry = entries.get(tokenHash) as Entry<T> | undefined;
  if (!entry) return undefined;
  if (entry.generation !== sessionDataGeneration() || entry.until <= nowMs) {
    entries.delete(tokenHash);
    return undefined;
  }
  return accept(entry.row) ? entry.row : undefined;
}

/** Keeps a row read under `generation`, unless a write moved the generation meanwhile. */
export function keepSessionRow<T>(tokenHash: string, generation: number, row: T, nowMs: number) {
  if (generation !== sessionDataGeneration()) return;
  if (entries.size >= MAX_ENTRIES) {
    // Oldest first (Map keeps insertion order): a flood of sign-ins costs a re-read, not memory.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.delete(tokenHash);
  entries.set(tokenHash, { generation, until: nowMs + TTL_MS, row });
}

/** Tests: forget everything. */
export function clearSessionCache() {
  entries.clear();
}
