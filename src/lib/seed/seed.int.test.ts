import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.server';
import { db } from '../db/client.server';
import {
  accounts,
  agencies,
  agents,
  categories,
  constructionRates,
  districts,
  enrollments,
  flooringEnum,
  foundationEnum,
  lifeHacks,
  news,
  projectImages,
  projects,
  propertyTypeEnum,
  regions,
  reviews,
  services,
  storeysEnum,
  wallMaterialEnum,
} from '../db/schema';
import { keyOfMediaUrl } from '../uploads/media-key';
import { LocalFolderStorage } from '../uploads/storage.server';
import { ensureAdmin, randomAdminPassword } from './admin.server';
import { seedAll } from './index.server';
import { seedReferenceData } from './reference.server';
import { slugify } from '../i18n/slug';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-int-'));
const store = new LocalFolderStorage(root);
const logs: string[] = [];
const log = (m: string) => logs.push(m);

const TABLES = {
  accounts,
  agents,
  agencies,
  projects,
  projectImages,
  reviews,
  news,
  lifeHacks,
  enrollments,
  regions,
  districts,
  categories,
  services,
  constructionRates,
};
async function counts() {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table);
    out[name] = row!.n;
  }
  return out;
}

let first: Record<string, number>;
let seconds = 0;
beforeAll(async () => {
  const t = performance.now();
  const result = await seedAll(db(), { log, store });
  seconds = (performance.now() - t) / 1000;
  expect(result).toEqual({ demoCreated: true, adminCreated: true });
  first = await counts();
}, 180_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('seedAll', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const again = await seedAll(db(), { log, store });
    expect(again).toEqual({ demoCreated: false, adminCreated: false });
    await seedReferenceData(db());
    expect(await counts()).toEqual(first);
  }, 60_000);

  it('finishes well under a minute', () => {
    expect(seconds).toBeLessThan(60);
  });

  it('meets the minimum amounts of demo data', async () => {
    expect(first.regions).toBe(14);
    expect(first.districts).toBe(209);
    expect(first.agents).toBeGreaterThanOrEqual(20);
    expect(first.agencies).toBeGreaterThanOrEqual(8);
    expect(first.projects).toBeGreaterThanOrEqual(60);
    expect(first.news).toBeGreaterThanOrEqual(12);
    expect(first.lifeHacks).toBeGreaterThanOrEqual(8);
    expect(first.reviews).toBeGreaterThan(60);
    const [users] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(eq(accounts.role, 'User'));
    expect(users!.n).toBeGreaterThanOrEqual(5);
    const pending = await db().select().from(enrollments).where(eq(enrollments.status, 'pending'));
    expect(new Set(pending.map((e) => e.type))).toEqual(new Set([0, 1]));
    const inAgency = await db()
      .select()
      .from(agents)
      .where(sql`${agents.agencyId} is not null`);
    expect(inAgency.length).toBeGreaterThan(5);
  });

  it('covers every property type, storeys, wall material, foundation, flooring and both statuses', async () => {
    const rows = await db().select().from(projects);
    const seen = (pick: (p: (typeof rows)[number]) => string | null) => new Set(rows.map(pick));
    expect(seen((p) => p.propertyType)).toEqual(new Set(propertyTypeEnum.enumValues));
    expect(seen((p) => p.storeys)).toEqual(new Set(storeysEnum.enumValues));
    expect(seen((p) => p.wallMaterial)).toEqual(new Set(wallMaterialEnum.enumValues));
    expect(seen((p) => p.foundation)).toEqual(new Set(foundationEnum.enumValues));
    expect(seen((p) => p.flooring)).toEqual(new Set(flooringEnum.enumValues));
    expect(seen((p) => p.status)).toEqual(new Set(['rent', 'sale']));
    expect(seen((p) => p.style).size).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((p) => p.code)).size).toBe(rows.length);
    for (const p of rows) {
      expect(p.area).toBeGreaterThanOrEqual(60);
      expect(p.area).toBeLessThanOrEqual(600);
      expect(p.seoUrl).toMatch(/^[a-z0-9-]+$/);
      expect(p.searchText).not.toBe('');
      expect(p.price).toBeGreaterThan(0);
    }
    expect(rows.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((p) => !p.isActive)).toBe(true);
  });

  it('makes news and life-hack slugs from the Uzbek title, as the admin form does', async () => {
    for (const table of [news, lifeHacks]) {
      const rows = await db().select({ seoUrl: table.seoUrl, titleUz: table.titleUz }).from(table);
      for (const r of rows) expect(r.seoUrl).toBe(slugify(r.titleUz));
    }
    const slugs = async (table: typeof news | typeof lifeHacks) =>
      (await db().select({ seoUrl: table.seoUrl }).from(table)).map((r) => r.seoUrl);
    // oʻ, gʻ and the ʼ are dropped, sh and ch kept; no English slugs left.
    expect(await slugs(news)).toContain(
      'qurilish-mavsumi-oldidan-sement-narxlari-nimalarga-etibor-berish-kerak',
    );
    expect(await slugs(lifeHacks)).toContain('sement-qoplarini-togri-saqlash');
    expect(await slugs(news)).not.toContain('cement-prices-before-the-building-season');
  });

  it('gives every project 3–6 images whose files exist', async () => {
    const images = await db().select().from(projectImages);
    const perProject = new Map<number, number>();
    for (const img of images) {
      perProject.set(img.projectId!, (perProject.get(img.projectId!) ?? 0) + 1);
      expect(img.variants.length).toBe(8); // 320, 640, 960, 1280 × AVIF, WebP
      for (const v of img.variants) {
        const key = keyOfMediaUrl(v.path);
        expect(key, v.path).not.toBeNull();
        expect(fs.existsSync(path.join(root, key!)), v.path).toBe(true);
      }
    }
    expect(perProject.size).toBe(first.projects);
    for (const n of perProject.values()) {
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
    }
    const people = await db().select({ photo: agents.photoPath }).from(agents);
    for (const p of people)
      expect(fs.existsSync(path.join(root, keyOfMediaUrl(p.photo!)!))).toBe(true);
  });

  it("gives no two image rows the same file, so deleting one project's pictures spares the others", async () => {
    const images = await db().select().from(projectImages);
    const paths = images.flatMap((img) => img.variants.map((v) => v.path));
    expect(new Set(paths).size).toBe(paths.length);
    const [victim, other] = images;
    const store = new LocalFolderStorage(root);
    for (const v of victim!.variants) await store.remove(keyOfMediaUrl(v.path)!);
    for (const v of other!.variants)
      expect(fs.existsSync(path.join(root, keyOfMediaUrl(v.path)!))).toBe(true);
  });

  it('keeps reference rules: English district names, inactive sub-services, regional rates', async () => {
    const [oltinkol] = await db()
      .select()
      .from(districts)
      .where(eq(districts.nameUz, 'Oltinkoʻl tumani'));
    expect(oltinkol!.nameEn).toBe('Oltinkoʻl district');
    const inactive = await db().select().from(services).where(eq(services.isActive, false));
    expect(inactive.length).toBeGreaterThanOrEqual(1);
    expect(inactive.every((s) => s.parentId !== 0)).toBe(true);
    const national = await db()
      .select()
      .from(constructionRates)
      .where(isNull(constructionRates.regionId));
    expect(national.length).toBe(wallMaterialEnum.enumValues.length * 3);
    const [tashkent] = await db().select().from(regions).where(eq(regions.soato, 1726));
    const city = await db()
      .select()
      .from(constructionRates)
      .where(eq(constructionRates.regionId, tashkent!.id));
    const base = (w: string, l: string) =>
      national.find((r) => r.wallMaterial === w && r.finishingLevel === l)!.ratePerM2;
    for (const r of city)
      expect(r.ratePerM2).toBeGreaterThan(base(r.wallMaterial, r.finishingLevel));
  });

  it('creates one Admin with a random password shown once in the log, never a fixed one', async () => {
    const admins = await db().select().from(accounts).where(eq(accounts.role, 'Admin'));
    expect(admins).toHaveLength(1);
    const line = logs.find((l) => l.startsWith('Admin account created'))!;
    const password = /password (\S+) —/.exec(line)![1]!;
    expect(await verifyPassword(admins[0]!.passwordHash, password)).toBe(true);
    for (const guess of ['admin', 'Admin123', 'password', 'admin123', 'Admin12345']) {
      expect(await verifyPassword(admins[0]!.passwordHash, guess)).toBe(false);
    }
    expect(randomAdminPassword()).not.toBe(randomAdminPassword());
    expect(await ensureAdmin(db(), { log, password: 'Another-Pass-1' })).toEqual({
      created: false,
    });
    expect(logs.filter((l) => l.startsWith('Admin account created'))).toHaveLength(1);
  });
});
