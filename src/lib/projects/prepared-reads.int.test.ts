// The reads built once as prepared statements (docs/performance.md#pages-read-from-scratch) answer
// as the statements built per call did: the home block and the featured strip give the same cards
// as reading those projects by id (a card with no image, one with no region or district, a
// negotiable price without a figure, an agent owner), run after run (on the PGlite worker a repeated
// statement runs by name); and the project page's review list reads no page when the project's
// review count, which leaves out blocked authors, is zero.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, not } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, projects, regions, reviews } from '@/lib/db/schema';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { cardsByIds, listActiveCards } from './project-card.server';
import { listFeaturedProjects } from './read/list-featured.server';
import { getProjectByCode } from './read/get-project.server';
import { listReviews } from './reviews/reviews.server';

let made: Awaited<ReturnType<typeof makeProject>>[] = [];

beforeAll(async () => {
  // Only this file's projects are featured or newest.
  await db().update(projects).set({ isFeatured: false });
  const [region] = await db().select().from(regions).limit(1);
  const agent = await makeReadAccount({ agent: true });
  made = [
    await makeProject({ title: 'Rasmsiz', images: 0, isFeatured: true }),
    await makeProject({ title: 'Joysiz', regionId: null, districtId: null, isFeatured: true }),
    await makeProject({
      title: 'Kelishiladi',
      price: 0,
      isNegotiable: true,
      ...(region ? { regionId: region.id } : {}),
      ownerAccountId: agent.id,
      isFeatured: true,
    }),
  ];
});

describe('reads built once', () => {
  it('give the cards reading them by id gives, run after run', async () => {
    const ids = made.map((p) => p.id);
    const expected = await cardsByIds(ids, 'ru');
    expect(expected.map((c) => c.title)).toEqual(['Rasmsiz', 'Joysiz', 'Kelishiladi']);
    expect(expected[0]!.image).toBeNull();
    expect(expected[1]!.region).toBeNull();
    expect(expected[1]!.district).toBeNull();
    expect(expected[2]).toMatchObject({ price: 0, isNegotiable: true });
    expect(expected[2]!.owner.kind).toBe('agent');
    for (let run = 0; run < 7; run++) {
      const home = await listActiveCards({ lang: 'ru', limit: 50, order: 'featured' });
      const strip = await listFeaturedProjects('ru', 3);
      const byId = (cards: typeof home) => cards.filter((c) => ids.includes(c.id));
      expect(byId(home).sort((a, b) => a.id - b.id)).toEqual(expected);
      expect(strip.sort((a, b) => a.id - b.id)).toEqual(expected);
    }
  });

  it('read no review page for a project whose listed reviews are none', async () => {
    const [none, blockedOnly, reviewed] = made;
    const blocked = await makeReadAccount();
    const reader = await makeReadAccount();
    await db()
      .insert(reviews)
      .values([
        { projectId: blockedOnly!.id, accountId: blocked.id, text: 'Yashirin sharh' },
        { projectId: reviewed!.id, accountId: reader.id, text: 'Yaxshi loyiha', rating: 5 },
      ]);
    await db().update(accounts).set({ isBlocked: true }).where(eq(accounts.id, blocked.id));
    const page = async (code: string) => {
      const project = (await getProjectByCode(code, null, 'uz'))!;
      return listReviews(project.id, null, { PageNumber: 1, PageSize: 10 }, project);
    };
    expect((await page(none!.code)).items).toEqual([]);
    const hidden = await page(blockedOnly!.code);
    expect(hidden.items).toEqual([]);
    expect(hidden.metaData.totalCount).toBe(0);
    const shown = await page(reviewed!.code);
    expect(shown.items.map((r) => r.text)).toEqual(['Yaxshi loyiha']);
    expect(shown.metaData.totalCount).toBe(1);
    await db()
      .delete(reviews)
      .where(inArray(reviews.accountId, [blocked.id, reader.id]));
    await db()
      .update(accounts)
      .set({ isBlocked: false })
      .where(not(eq(accounts.id, -1)));
  });
});
