// The owner card kept with the account (migration 0023_owner_card,
// docs/performance.md#the-owner-card-kept-with-the-account): triggers keep `accounts.owner_card`
// equal to the join of the account with its agent and agency profiles after every kind of write,
// the migration fills it for accounts made before it, and a list read through the read cache shows
// a profile's new name once the profile is written.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db, MIGRATIONS_DIR } from '@/lib/db/client.server';
import { accounts, agencies, agents } from '@/lib/db/schema';
import { makeAccount, makeAgency, makeAgent } from '@tests/factories/professionals';
import { makeProject } from '@tests/factories/projects';
import { ProjectFiltersSchema } from '@/lib/projects/project-filters.schema';
import { listProjects } from '@/lib/projects/read/list-projects.server';

/** The account's kept card, and the same card read by joining the three tables (as it was read). */
async function cardAndJoin(accountId: number) {
  const res = await db().execute(sql`
    select oa.owner_card::text as kept,
      (select json_build_object('accountId', a.id, 'fullName', a.full_name, 'role', a.role,
        'accountPhoto', a.photo_path, 'agentId', og.id, 'agentSeo', og.seo_name,
        'agentName', og.full_name, 'agentPhoto', og.photo_path, 'agencyId', oc.id,
        'agencySeo', oc.seo_name, 'agencyName', oc.company_name, 'agencyPhoto', oc.photo_path)
        from accounts a left join agents og on og.account_id = a.id
        left join agencies oc on oc.account_id = a.id where a.id = oa.id limit 1)::text as joined
    from accounts oa where oa.id = ${accountId}`);
  const [row] = (res as unknown as { rows: { kept: string | null; joined: string }[] }).rows;
  return { kept: JSON.parse(row!.kept ?? 'null') as unknown, joined: JSON.parse(row!.joined) };
}

async function expectKept(accountId: number) {
  const { kept, joined } = await cardAndJoin(accountId);
  expect(kept).toEqual(joined);
  return kept as Record<string, unknown>;
}

describe('the owner card kept with the account', () => {
  it('follows the account, its agent profile and its agency profile through every write', async () => {
    const account = await makeAccount({ fullName: 'Dilshod Karimov', photoPath: '/m/a.webp' });
    expect(await expectKept(account.id)).toMatchObject({
      fullName: 'Dilshod Karimov',
      accountPhoto: '/m/a.webp',
      agentId: null,
      agencyId: null,
    });

    await db()
      .update(accounts)
      .set({ fullName: 'Dilshod K.', photoPath: null, role: 'Agent' })
      .where(eq(accounts.id, account.id));
    expect(await expectKept(account.id)).toMatchObject({ fullName: 'Dilshod K.', role: 'Agent' });

    const [agent] = await db()
      .insert(agents)
      .values({
        accountId: account.id,
        seoName: 'dilshod',
        fullName: 'Dilshod Arxitektor',
        designation: 'Arxitektor',
        phone: '+998901234567',
        email: `dilshod${account.id}@example.uz`,
        gdprConsent: true,
      })
      .returning();
    expect(await expectKept(account.id)).toMatchObject({
      agentId: agent!.id,
      agentName: 'Dilshod Arxitektor',
    });

    await db()
      .update(agents)
      .set({ fullName: 'Dilshod Quruvchi', photoPath: '/m/g.webp', seoName: 'dilshod-q' })
      .where(eq(agents.id, agent!.id));
    expect(await expectKept(account.id)).toMatchObject({
      agentName: 'Dilshod Quruvchi',
      agentPhoto: '/m/g.webp',
      agentSeo: 'dilshod-q',
    });

    // A profile moved to another account leaves the first and joins the second.
    const other = await makeAccount();
    await db().update(agents).set({ accountId: other.id }).where(eq(agents.id, agent!.id));
    expect(await expectKept(account.id)).toMatchObject({ agentId: null });
    expect(await expectKept(other.id)).toMatchObject({ agentId: agent!.id });

    await db().delete(agents).where(eq(agents.id, agent!.id));
    expect(await expectKept(other.id)).toMatchObject({ agentId: null, agentName: null });
  });

  it("follows an agency's name and photo, and its removal", async () => {
    const { account, agency } = await makeAgency({ companyName: 'Baraka Qurilish' });
    expect(await expectKept(account.id)).toMatchObject({
      agencyId: agency.id,
      agencyName: 'Baraka Qurilish',
    });
    await db()
      .update(agencies)
      .set({ companyName: 'Baraka Qurilish MChJ', photoPath: '/m/c.webp' })
      .where(eq(agencies.id, agency.id));
    expect(await expectKept(account.id)).toMatchObject({
      agencyName: 'Baraka Qurilish MChJ',
      agencyPhoto: '/m/c.webp',
    });
    await db().delete(agencies).where(eq(agencies.id, agency.id));
    expect(await expectKept(account.id)).toMatchObject({ agencyId: null });
  });

  it("fills the cards of accounts made before it, as the migration's last statement does", async () => {
    const { account } = await makeAgent({ fullName: 'Oldin Yaratilgan' });
    // As an account from before the migration: no card (the column alone is written, which the
    // account's trigger does not watch).
    await db().execute(sql`update accounts set owner_card = null where id = ${account.id}`);
    expect((await cardAndJoin(account.id)).kept).toBeNull();
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0023_owner_card.sql'), 'utf8');
    const fill = migration.split('--> statement-breakpoint').at(-1)!;
    await db().execute(sql.raw(fill));
    expect(await expectKept(account.id)).toMatchObject({ agentName: 'Oldin Yaratilgan' });
    const res = await db().execute(
      sql`select count(*)::int as n from accounts where owner_card is null`,
    );
    expect((res as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("shows a profile's new name in a list kept by the read cache once the profile is written", async () => {
    const { account, agent } = await makeAgent({ fullName: 'Olim Usta' });
    const project = await makeProject({ ownerAccountId: account.id, title: 'Olimning uyi' });
    const filters = ProjectFiltersSchema.parse({ Search: 'Olimning', PageSize: '50' });
    const ownerName = async () =>
      (await listProjects(filters, 'uz')).items.find((c) => c.id === project.id)?.owner.displayName;
    expect(await ownerName()).toBe('Olim Usta');
    expect(await ownerName()).toBe('Olim Usta'); // now kept
    // The statement reads only `accounts`: the write to `agents` must drop it all the same.
    await db().update(agents).set({ fullName: 'Olim Usta Karimov' }).where(eq(agents.id, agent.id));
    expect(await ownerName()).toBe('Olim Usta Karimov');
  });
});
