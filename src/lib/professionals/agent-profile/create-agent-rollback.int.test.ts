// Creating an agent profile is one transaction: when a write inside it fails, nothing of it stays —
// no agent card, the role unchanged, the account's profile as it was. The service check is stubbed
// out here (only here) so an unknown service reaches the inserts and its foreign key fails there.
import { describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, accountServices, agents, regions } from '@/lib/db/schema';
import { makeAccount } from '@/lib/accounts/testing/fixtures';
import { createAgentProfile } from './create-agent.server';
import { CreateAgentSchema } from './agent-profile.schema';

vi.mock('@/lib/catalog/check-refs.server', async (real) => ({
  ...(await real<typeof import('@/lib/catalog/check-refs.server')>()),
  assertActiveServices: async () => {},
}));

describe('createAgentProfile', () => {
  it('a failing insert leaves nothing behind', async () => {
    const user = await makeAccount();
    const [region] = await db().select().from(regions).orderBy(asc(regions.id)).limit(1);
    const data = CreateAgentSchema.parse({
      designation: 'Arxitektor',
      phone: '+998905551234',
      regionId: region!.id,
      address: 'Chilonzor 5',
      serviceIds: [2_000_000_000],
      gdprConsent: true,
    });
    const error = (await createAgentProfile({ id: user.id, role: 'User' }, data, 'uz').then(
      () => null,
      (e: unknown) => e,
    )) as { code?: string; cause?: { code?: string } } | null;
    expect(error?.code ?? error?.cause?.code, 'a foreign key violation').toBe('23503');
    expect(await db().select().from(agents).where(eq(agents.accountId, user.id))).toEqual([]);
    const [account] = await db().select().from(accounts).where(eq(accounts.id, user.id));
    expect(account).toMatchObject({ role: 'User', regionId: null, address: null });
    expect(
      await db().select().from(accountServices).where(eq(accountServices.accountId, user.id)),
    ).toEqual([]);
  });
});
