// Factories for news and life hacks: rows with all four languages (oz left empty unless given, as
// admins usually leave it), published now unless told otherwise.
import crypto from 'node:crypto';
import { db } from '@/lib/db/client.server';
import { lifeHacks, news } from '@/lib/db/schema';

type ArticleInsert = typeof news.$inferInsert;

let seq = 0;
const uniq = () =>
  `${Date.now().toString(36)}${(++seq).toString(36)}${crypto.randomBytes(2).toString('hex')}`;

function articleRow(overrides: Partial<ArticleInsert>): ArticleInsert {
  const suffix = uniq();
  return {
    seoUrl: `maqola-${suffix}`,
    titleUz: `Yangi qurilish meʼyorlari ${suffix}`,
    titleRu: `Новые строительные нормы ${suffix}`,
    titleEn: `New building rules ${suffix}`,
    textUz: 'Birinchi xatboshi.\n\nIkkinchi xatboshi.',
    textRu: 'Первый абзац.\n\nВторой абзац.',
    textEn: 'First paragraph.\n\nSecond paragraph.',
    source: 'https://gov.uz/news/1',
    imagePath: null,
    // A second ago by this process's clock: the database's now() of a PostgreSQL server can run a
    // little ahead of ours, and a row published "in the future" is not listed yet.
    publishedAt: new Date(Date.now() - 1000),
    ...overrides,
  };
}

export async function makeNews(overrides: Partial<ArticleInsert> = {}) {
  const [row] = await db().insert(news).values(articleRow(overrides)).returning();
  return row!;
}

export async function makeLifeHack(overrides: Partial<ArticleInsert> = {}) {
  const [row] = await db().insert(lifeHacks).values(articleRow(overrides)).returning();
  return row!;
}
