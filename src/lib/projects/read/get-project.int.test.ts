// Project detail: visibility of inactive projects (owner, Admin, others), the detail's content,
// featured projects (views: views.int.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { getProjectByCode, getProjectById } from './get-project.server';
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
    const p = await makeProject({ ownerAccountId: owner.id, isActive: false });
    expect(await getProjectByCode(p.code, null, 'uz')).toBeNull();
    expect(await getProjectByCode(p.code, other, 'uz')).toBeNull();
    expect(await getProjectById(p.id, other, 'uz')).toBeNull();
    expect((await getProjectByCode(p.code, owner, 'uz'))?.canManage).toBe(true);
    expect((await getProjectById(p.id, admin, 'uz'))?.id).toBe(p.id);
  });

  it('answers null for an unknown code', async () => {
    expect(await getProjectByCode('0000000', null, 'uz')).toBeNull();
    expect(await getProjectById(2_000_000_000, null, 'uz')).toBeNull();
  });

  it('has images in order, features, owner card, names, reviewCount and isSelected', async () => {
    const p = await makeProject({
      ownerAccountId: owner.id,
      images: 3,
      features: ['wifi', 'airCondition', 'terrace'],
      latitude: 41.3,
      longitude: 69.2,
    });
    await upsertMyReview(p.id, other, 'Juda yaxshi loyiha');
    await selectProject(other, p.id);
    const d = (await getProjectByCode(p.code, other, 'ru'))!;
    expect(d.images).toHaveLength(3);
    expect(d.features).toEqual(['airCondition', 'terrace', 'wifi']);
    expect(d.owner).toMatchObject({ accountId: owner.id, kind: 'agent', agentId: owner.agentId });
    expect(d.owner.profileUrl).toMatch(new RegExp(`^/agent/.+~${owner.agentId}$`));
    expect(d.contact.phone).toBe('+998901112233'); // from the agent profile when the project has none
    expect(d.location).toEqual({ latitude: 41.3, longitude: 69.2 });
    expect(d.category?.name).toMatch(/[а-я]/i);
    expect(d.reviewCount).toBe(1);
    expect(d.isSelected).toBe(true);
    expect(d.canManage).toBe(false);
    expect((await getProjectByCode(p.code, null, 'ru'))!.isSelected).toBe(false);
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
