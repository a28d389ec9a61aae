// Blocking (docs/api.md "Messages"): the blocker no longer receives the blocked account's messages
// (they get 404, as for an unknown account) and no longer sees their conversation, in the list, the
// badge or its page; unblocking brings it back with its history. Both calls are idempotent.
import { and, eq } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { accountBlocks, accounts } from '@/lib/db/schema';
import { invalidInput, notFound } from '@/lib/http/app-error';

export const BLOCK_ERRORS = { blockSelf: 'messages:errors.blockSelf' } as const;

/** Any verified account may be blocked, disabled ones too (they may be enabled again). */
async function assertKnown(accountId: number): Promise<void> {
  const [row] = await db()
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.isVerified, true)));
  if (!row) throw notFound();
}

export async function blockAccount(caller: SessionAccount, accountId: number): Promise<void> {
  if (accountId === caller.id) throw invalidInput({ accountId: BLOCK_ERRORS.blockSelf });
  await assertKnown(accountId);
  await db()
    .insert(accountBlocks)
    .values({ blockerAccountId: caller.id, blockedAccountId: accountId })
    .onConflictDoNothing();
}

export async function unblockAccount(caller: SessionAccount, accountId: number): Promise<void> {
  if (accountId === caller.id) throw invalidInput({ accountId: BLOCK_ERRORS.blockSelf });
  await assertKnown(accountId);
  await db()
    .delete(accountBlocks)
    .where(
      and(
        eq(accountBlocks.blockerAccountId, caller.id),
        eq(accountBlocks.blockedAccountId, accountId),
      ),
    );
}
