// Reads that belong to one signed-in account (its conversations, its projects, its saved list, its
// enrollments, its profile), kept by the read cache like the public ones
// (docs/performance.md#account-pages). The key starts with everything about the account that the
// answer may depend on — id, role, agent and agency — so no two accounts ever share an entry, and
// an account whose role changes reads again. As for every cached read, the tags are the tables the
// queries read: any write to them (this account's or anyone's) drops the entry, so a writer sees
// its write on its next page.
import { cachedRead } from '@/lib/cache/read-cache.server';
import type { SessionAccount } from './session.server';

export type AccountKeyParts = Pick<SessionAccount, 'id' | 'role' | 'agentId' | 'agencyId'>;

/** The account's part of a cache key. */
export function accountKey(a: AccountKeyParts): string {
  return `${a.id}:${a.role}:${a.agentId ?? '-'}:${a.agencyId ?? '-'}`;
}

/** `load()`'s result for this account and `what` (the page, its query, the language). */
export function cachedAccountRead<T>(
  account: AccountKeyParts,
  what: string,
  load: () => Promise<T>,
): Promise<T> {
  return cachedRead(`account:${accountKey(account)}:${what}`, load);
}
