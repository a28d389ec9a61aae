// Demo content for a fresh installation: professionals, projects with galleries, reviews, news and
// life hacks. Runs once (marker `demo_seeded` in app_state), deterministically (seeded PRNG), with
// no network: every picture is drawn locally and goes through the real upload pipeline.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password.server';
import type { Db } from '../db/client.server';
import { accounts, agencies, agents, appState, projects } from '../db/schema';
import { refreshAgencyRatings, refreshAgentRatings } from '@/lib/projects/reviews/ratings.server';
import type { FileStorage } from '../uploads/storage.server';
import { seedArticles } from './demo/articles.server';
import { loadReference, type DemoContext } from './demo/context.server';
import {
  AVATAR_WIDTHS,
  GALLERY_WIDTHS,
  renderAll,
  renderGalleryPool,
  SavedFiles,
} from './demo/image-pool.server';
import { LIFE_HACKS } from './demo/life-hacks';
import { NEWS } from './demo/news';
import { AGENCIES, AGENTS } from './demo/people';
import { createRng } from '@/lib/util/prng';
import { seedProfessionals } from './demo/professionals.server';
import { seedProjects } from './demo/projects.server';
import { articleSvg } from './demo/svg-article';
import { avatarSvg, logoSvg } from './demo/svg-avatar';

export const DEMO_MARKER = 'demo_seeded';
const SEED = 20_260_101;

class AlreadySeeded extends Error {}

async function renderPictures(saved: SavedFiles) {
  const pool = await renderGalleryPool(saved);
  const square = (svg: string) => ({
    svg,
    prefix: 'avatars',
    widths: AVATAR_WIDTHS,
    square: true,
    meta: null,
  });
  const logos = await renderAll(
    AGENCIES.map((_, i) => square(logoSvg(i))),
    saved,
  );
  const avatars = await renderAll(
    AGENTS.map((a, i) => square(avatarSvg(100 + i, a.gender))),
    saved,
  );
  const article = (prefix: string, seedBase: number) => (a: (typeof NEWS)[number], i: number) => ({
    svg: articleSvg(a.art, seedBase + i),
    prefix,
    widths: GALLERY_WIDTHS,
    meta: null,
  });
  const newsImages = await renderAll(NEWS.map(article('news', 300)), saved);
  const lifeHackImages = await renderAll(LIFE_HACKS.map(article('life-hacks', 400)), saved);
  return { pool, logos, avatars, newsImages, lifeHackImages };
}

export async function seedDemoData(
  db: Db,
  opts: { log: (msg: string) => void; store?: FileStorage },
): Promise<{ created: boolean }> {
  const [done] = await db
    .select({ key: appState.key })
    .from(appState)
    .where(eq(appState.key, DEMO_MARKER));
  if (done) return { created: false };

  const started = performance.now();
  opts.log('Seeding demo data (first start): drawing pictures…');
  const saved = new SavedFiles(opts.store);
  try {
    // Nobody knows this password, so demo accounts cannot be signed in to until reset by phone.
    const [pictures, passwordHash] = await Promise.all([
      renderPictures(saved),
      hashPassword(crypto.randomBytes(32).toString('base64url')),
    ]);
    const drawn = performance.now();
    const counts = await db.transaction(async (tx) => {
      // The marker goes in first: a concurrent seeder blocks here and then finds it, so no duplicates.
      const marked = await tx
        .insert(appState)
        .values({ key: DEMO_MARKER, value: { at: new Date().toISOString(), seed: SEED } })
        .onConflictDoNothing()
        .returning({ key: appState.key });
      if (marked.length === 0) throw new AlreadySeeded();
      const ref = await loadReference(tx);
      const existing = await tx
        .select({ phone: accounts.phone, email: accounts.email })
        .from(accounts);
      const codes = await tx.select({ code: projects.code }).from(projects);
      const ctx: DemoContext = {
        tx,
        rng: createRng(SEED),
        now: new Date(),
        passwordHash,
        ...ref,
        takenPhones: new Set(existing.flatMap((a) => (a.phone ? [a.phone] : []))),
        takenEmails: new Set(existing.flatMap((a) => (a.email ? [a.email] : []))),
      };
      const people = await seedProfessionals(ctx, {
        logos: pictures.logos,
        avatars: pictures.avatars,
      });
      const catalog = await seedProjects(ctx, {
        owners: people.owners,
        userIds: people.userIds,
        pool: pictures.pool,
        takenCodes: new Set(codes.map((c) => c.code)),
        saved,
      });
      // The directories show ratings computed from the demo reviews' stars, as they will be live.
      const agentRows = await tx.select({ id: agents.id }).from(agents);
      const agencyRows = await tx.select({ id: agencies.id }).from(agencies);
      await refreshAgentRatings(
        tx,
        agentRows.map((r) => r.id),
      );
      await refreshAgencyRatings(
        tx,
        agencyRows.map((r) => r.id),
      );
      const articles = await seedArticles(ctx, NEWS, {
        news: pictures.newsImages,
        lifeHacks: pictures.lifeHackImages,
      });
      return { ...people.counts, ...catalog, ...articles };
    });
    const total = (performance.now() - started) / 1000;
    opts.log(
      `Demo data: ${counts.agencies} agencies, ${counts.agents} agents, ${counts.users} users, ${counts.projects} projects ` +
        `(${counts.images} images), ${counts.reviews} reviews, ${counts.news} news, ${counts.lifeHacks} life hacks ` +
        `in ${total.toFixed(1)} s (pictures ${((drawn - started) / 1000).toFixed(1)} s).`,
    );
    return { created: true };
  } catch (e) {
    await saved.cleanup(); // no orphan files from a seed that did not commit
    if (e instanceof AlreadySeeded) return { created: false };
    throw e;
  }
}
