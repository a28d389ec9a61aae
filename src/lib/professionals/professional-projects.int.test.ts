// An agency page's projects: its own and its specialists' public ones, newest first, at most 12,
// read per owner through the owner index (docs/performance.md#lists-at-100000-projects).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { makeProject } from '@tests/factories/projects';
import { db } from '@/lib/db/client.server';
import { agencyProjectIds, agencyProjects } from './professional-projects.server';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));

describe('agencyProjects', () => {
  it("lists the agency's and its agents' public projects, newest first, at most 12", async () => {
    const { agency, account } = await makeAgency();
    const { account: worker } = await makeAgent({ agencyId: agency.id });
    const { account: blocked } = await makeAgent({ agencyId: agency.id, isBlocked: true });
    const { account: outsider } = await makeAgent();
    const own = [];
    for (let i = 0; i < 8; i++)
      own.push(await makeProject({ ownerAccountId: account.id, createdAt: at(i * 2) }));
    const theirs = [];
    for (let i = 0; i < 8; i++)
      theirs.push(await makeProject({ ownerAccountId: worker.id, createdAt: at(i * 2 + 1) }));
    await makeProject({ ownerAccountId: worker.id, createdAt: at(100), isActive: false });
    await makeProject({ ownerAccountId: blocked.id, createdAt: at(101) });
    await makeProject({ ownerAccountId: outsider.id, createdAt: at(102) });

    const cards = await agencyProjects(agency.id, 'uz');
    const newest = [...own, ...theirs]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 12)
      .map((p) => p.id);
    expect(cards.map((c) => c.id)).toEqual(newest);
  });

  it('reads each owner through the owner index, not the newest-first walk of every project', async () => {
    const { agency } = await makeAgency();
    const { rows } = await db().execute(
      sql`explain ${sql`select id from projects where ${sql`id = any(array(${agencyProjectIds(agency.id)}))`}`}`,
    );
    const plan = rows.map((r) => Object.values(r)[0]).join('\n');
    expect(plan).toContain('projects_public_owner_created_idx');
    expect(plan).not.toContain('projects_public_created_idx');
  });
});
