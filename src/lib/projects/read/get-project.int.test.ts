// Project detail: visibility of inactive projects (owner, Admin, others), the detail's content,
// views counted once per visitor per day, featured projects.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects, projectViews } from '@/lib/db/schema';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { getProjectByCode, getProjectById } from './get-project.server';
import { recordView, tashkentDay } from './views.server';
import { listFeaturedProjects } from './list-featured.server';
import { selectProject } from '@/lib/projects/selected/selected.server';
import { upsertMyReview } from '@/lib/projects/reviews/reviews.server';

type Acc = Awaited<ReturnType<typeof makeReadAccount>>;
let owner: Acc, other: Acc, admin: Acc;

beforeAll(async () => {
  owner = await makeReadAccount({ agent: true });
  other = await makeReadAccount();
  admin = await makeReadAccount({ role: 'Admin' });
});

describe('project detail visibility', () => {
  it('shows an inactive project only to its owner and Admin', async () => {
    const project = await makeProject({ ownerAccountId: owner.id, isActive: false });
    expect(await getProjectByCode(project.code, null, 'uz')).toBeNull();
    expect(await getProjectByCode(project.code, other, 'uz')).toBeNull();
    expect(await getProjectById(project.id, other, 'uz')).toBeNull();
    expect((await getProjectByCode(project.code, owner, 'uz'))?.canManage).toBe(true);
    expect((await getProjectById(project.id, admin, 'uz'))?.id).toBe(project.id);
  });

  it('answers null for an unknown code', async () => {
    expect(await getProjectByCode('0000000', null, 'uz')).toBeNull();
    expect(await getProjectById(2_000_000_000, null, 'uz')).toBeNull();
  });

  it('has images in order, features, owner card, names, reviewCount and isSelected', async () => {
    const project = await makeProject({
      ownerAccountId: owner.id,
      images: 3,
      features: ['wifi', 'airCondition', 'terrace'],
      latitude: 41.3,
      longitude: 69.2,
    });
    await upsertMyReview(project.id, other, 'Juda yaxshi loyiha');
    await selectProject(other, project.id);
    const detail = (await getProjectByCode(project.code, other, 'ru'))!;
    expect(detail.images).toHaveLength(3);
    expect(detail.features).toEqual(['airCondition', 'terrace', 'wifi']);
    expect(detail.owner).toMatchObject({
      accountId: owner.id,
      kind: 'agent',
      agentId: owner.agentId,
    });
    expect(detail.owner.profileUrl).toMatch(new RegExp(`^/agent/.+~${owner.agentId}$`));
    expect(detail.contact.phone).toBe('+998901112233'); // from the agent profile when the project has none
    expect(detail.location).toEqual({ latitude: 41.3, longitude: 69.2 });
    expect(detail.category?.name).toMatch(/[а-я]/i);
    expect(detail.reviewCount).toBe(1);
    expect(detail.isSelected).toBe(true);
    expect(detail.canManage).toBe(false);
    expect((await getProjectByCode(project.code, null, 'ru'))!.isSelected).toBe(false);
  });
});

describe('recordView', () => {
  it('counts each visitor once per day, accounts by id, visitors by IP + agent', async () => {
    const project = await makeProject({ ownerAccountId: owner.id });
    const ua = 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile';
    const now = new Date('2025-03-10T08:00:00Z');
    expect(await recordView(project, { accountId: null, ip: '1.1.1.1', userAgent: ua }, now)).toBe(
      true,
    );
    expect(await recordView(project, { accountId: null, ip: '1.1.1.1', userAgent: ua }, now)).toBe(
      false,
    );
    expect(await recordView(project, { accountId: null, ip: '2.2.2.2', userAgent: ua }, now)).toBe(
      true,
    );
    expect(
      await recordView(project, { accountId: other.id, ip: '1.1.1.1', userAgent: ua }, now),
    ).toBe(true);
    expect(
      await recordView(project, { accountId: other.id, ip: '9.9.9.9', userAgent: 'other' }, now),
    ).toBe(false);
    // the next Tashkent day (UTC+5): 19:30 UTC is already 00:30 there
    const tomorrow = new Date('2025-03-10T19:30:00Z');
    expect(tashkentDay(tomorrow)).toBe('2025-03-11');
    expect(
      await recordView(project, { accountId: null, ip: '1.1.1.1', userAgent: ua }, tomorrow),
    ).toBe(true);
    const [row] = await db()
      .select({ v: projects.viewCount })
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(row!.v).toBe(4);
    expect(
      await db().select().from(projectViews).where(eq(projectViews.projectId, project.id)),
    ).toHaveLength(4);
  });

  it('does not count the owner or bots', async () => {
    const project = await makeProject({ ownerAccountId: owner.id });
    expect(
      await recordView(project, { accountId: owner.id, ip: '1.1.1.1', userAgent: 'Mozilla/5.0' }),
    ).toBe(false);
    expect(
      await recordView(project, {
        accountId: null,
        ip: '1.1.1.1',
        userAgent: 'TelegramBot (like TwitterBot)',
      }),
    ).toBe(false);
    expect(await recordView(project, { accountId: null, ip: '1.1.1.1', userAgent: '' })).toBe(
      false,
    );
    const [row] = await db()
      .select({ v: projects.viewCount })
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(row!.v).toBe(0);
  });
});

describe('listFeaturedProjects', () => {
  it('gives flagged projects first, tops up with the most popular, skips inactive and the excluded one', async () => {
    const flagged = await makeProject({ isFeatured: true, viewCount: 0 });
    const hidden = await makeProject({ isFeatured: true, isActive: false });
    const popular = await makeProject({ viewCount: 100_000 });
    const cards = await listFeaturedProjects('uz', 3);
    expect(cards[0]!.id).toBe(flagged.id);
    expect(cards[1]!.id).toBe(popular.id);
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => c.id)).not.toContain(hidden.id);
    const without = await listFeaturedProjects('uz', 2, { excludeId: flagged.id });
    expect(without.map((c) => c.id)).not.toContain(flagged.id);
    expect(without[0]!.id).toBe(popular.id);
  });
});
