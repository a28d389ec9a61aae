// The home page's data: categories with counts, project cards (batched first images), specialists,
// reviews and blog — plus the admin dashboard counts, which read the same tables. The services
// block's tree is tested in src/lib/catalog/active-services.int.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { categories, reviews, auditLog } from '@/lib/db/schema';
import { makeAgent } from '@tests/factories/professionals';
import { makeNews, makeLifeHack } from '@tests/factories/news';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { homeCategories } from './home-categories.server';
import { homeProjects } from './home-projects.server';
import { homeSpecialists } from './home-specialists.server';
import { homeReviews } from './home-reviews.server';
import { homeBlog } from './home-blog.server';
import { dashboardCounts } from '@/lib/admin/dash/dashboard-counts.server';
import { recentAudit } from '@/lib/admin/dash/recent-audit.server';

let topCategory: typeof categories.$inferSelect;
let subCategory: typeof categories.$inferSelect;
let featured: Awaited<ReturnType<typeof makeProject>>;
let hiddenProject: Awaited<ReturnType<typeof makeProject>>;

beforeAll(async () => {
  const rows = await db()
    .select()
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  topCategory = rows.find((c) => c.parentId === 0)!;
  subCategory = rows.find((c) => c.parentId === topCategory.id)!;
  for (let i = 0; i < 9; i++)
    await makeProject({ title: `Yangi ${i}`, categoryId: subCategory.id, images: i % 2 });
  featured = await makeProject({
    title: 'Tanlangan',
    isFeatured: true,
    categoryId: topCategory.id,
    createdAt: new Date('2020-01-01'),
  });
  hiddenProject = await makeProject({
    title: 'Yashirin',
    isActive: false,
    categoryId: topCategory.id,
  });
});

describe('home data', () => {
  it('counts active projects of a category and its sub-categories', async () => {
    const categoryItems = await homeCategories('ru');
    const top = categoryItems.find((x) => x.id === topCategory.id)!;
    expect(top.projectCount).toBe(10); // 9 in the sub-category + the featured one; not the hidden one
    expect(top.name).toBe(topCategory.nameRu);
    expect(categoryItems.every((x) => x.id !== subCategory.id)).toBe(true);
  });

  it('shows eight active cards, featured first, with the first image or null', async () => {
    const cards = await homeProjects('en');
    expect(cards).toHaveLength(8);
    expect(cards[0]!.title).toBe('Tanlangan');
    expect(cards.map((p) => p.title)).not.toContain('Yashirin');
    expect(cards[1]!.title).toBe('Yangi 8'); // then newest
    const withImage = cards.find((p) => p.title === 'Yangi 7')!;
    expect(withImage.image).toMatchObject({ width: 1280, height: 960 });
    expect(withImage.image!.variants.map((v) => v.format).sort()).toContain('avif');
    expect(cards.find((p) => p.title === 'Yangi 8')!.image).toBeNull();
    expect(featured.code).toEqual(cards[0]!.seoProjectCode);
  });

  it('shows specialists with photos first and never blocked ones', async () => {
    const plain = await makeAgent({ fullName: 'Rasmsiz', rating: 5 });
    const pictured = await makeAgent({
      fullName: 'Rasmli',
      rating: 1,
      photoPath: '/media/avatars/aa/aaaaaaaaaaaaaaaaaaaaaaaa-256.webp',
    });
    const blocked = await makeAgent({
      fullName: 'Bloklangan',
      rating: 5,
      isBlocked: true,
      photoPath: '/media/x.webp',
    });
    const list = await homeSpecialists('uz');
    expect(list[0]!.id).toBe(pictured.agent.id);
    expect(list.map((a) => a.id)).toContain(plain.agent.id);
    expect(list.map((a) => a.id)).not.toContain(blocked.agent.id);
  });

  it('shows the latest reviews of active projects with author and project', async () => {
    const author = await makeReadAccount({ fullName: 'Sharhlovchi' });
    await db()
      .insert(reviews)
      .values({ projectId: featured.id, accountId: author.id, text: 'Ajoyib loyiha!' });
    await db()
      .insert(reviews)
      .values({ projectId: hiddenProject.id, accountId: author.id, text: 'Koʻrinmaydi' });
    const list = await homeReviews('uz');
    expect(list.map((r) => r.text)).toEqual(['Ajoyib loyiha!']);
    expect(list[0]).toMatchObject({
      authorName: 'Sharhlovchi',
      project: { code: featured.code, seoUrl: featured.seoUrl, title: 'Tanlangan' },
    });
  });

  it('shows the latest three news and life hacks', async () => {
    for (let i = 0; i < 4; i++)
      await makeNews({ titleEn: `N${i}`, publishedAt: new Date(Date.UTC(2025, 0, 1 + i)) });
    await makeLifeHack({ titleEn: 'L0' });
    const blog = await homeBlog('en');
    expect(blog.news.map((n) => n.title)).toEqual(['N3', 'N2', 'N1']);
    expect(blog.lifeHacks.map((n) => n.title)).toEqual(['L0']);
  });

  it('gives each language its own title and text, as the article pages pick them', async () => {
    // Newest of all, so it heads the life hacks in every language.
    const row = await makeLifeHack({
      titleUz: 'Tom yopish',
      textUz: 'Qisqa matn.',
      titleRu: '',
      textRu: '',
      titleEn: 'Roofing',
      textEn: 'Short text.',
      publishedAt: new Date(Date.now() - 500),
    });
    const first = async (lang: 'uz' | 'oz' | 'ru' | 'en') => (await homeBlog(lang)).lifeHacks[0]!;
    expect(await first('en')).toMatchObject({ title: 'Roofing', text: 'Short text.' });
    expect(await first('ru')).toMatchObject({ title: 'Tom yopish', text: 'Qisqa matn.' });
    expect(await first('uz')).toMatchObject({ title: 'Tom yopish', text: 'Qisqa matn.' });
    expect(await first('oz')).toMatchObject({ title: 'Том ёпиш', text: 'Қисқа матн.' });
    expect(await first('uz')).toMatchObject({
      id: row.id,
      seoUrl: row.seoUrl,
      source: row.source,
      image: null,
      publishedAt: row.publishedAt.toISOString(),
    });
  });
});

describe('admin dashboard data', () => {
  it('counts accounts by role, projects by state and the content tables', async () => {
    const counts = await dashboardCounts();
    expect(counts.projects).toEqual({ active: 10, inactive: 1 });
    expect(counts.reviews).toBe(2);
    expect(counts.news).toBe(4);
    expect(counts.lifeHacks).toBe(2); // the blog tests above made two
    expect(counts.accounts.Agent).toBe(3);
    expect(counts.accounts.blocked).toBe(1);
    expect(counts.accounts.total).toBe(
      counts.accounts.User + counts.accounts.Agent + counts.accounts.Agency + counts.accounts.Admin,
    );
    expect(counts.categories).toBeGreaterThan(5);
    expect(counts.services).toBeGreaterThan(5);
  });

  it('lists the latest audit entries, newest first, with the actor name', async () => {
    const actor = await makeReadAccount({ fullName: 'Admin Bir', role: 'Admin' });
    for (let i = 0; i < 12; i++) {
      await db()
        .insert(auditLog)
        .values({
          actorAccountId: i === 11 ? actor.id : null,
          action: `act${i}`,
          entity: 'news',
          entityId: i,
          at: new Date(Date.UTC(2025, 0, 1, 0, i)),
        });
    }
    const list = await recentAudit(10);
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({
      action: 'act11',
      actorName: 'Admin Bir',
      entity: 'news',
      entityId: 11,
    });
    expect(list[1]!.actorName).toBeNull();
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'act0'))).toHaveLength(1);
  });
});
