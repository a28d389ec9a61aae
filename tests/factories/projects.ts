// Read-side factories: projects inserted straight through drizzle (fast: no image processing), with
// features, image rows and the search text the write side would store, plus plain accounts to own,
// view, save and review them. Accounts here are rows only; sessions come from createSession.
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import {
  accounts,
  agencies,
  agents,
  categories,
  districts,
  projectFeatures,
  projectImages,
  projects,
  regions,
  type ImageVariant,
} from '@/lib/db/schema';
import type { SessionAccount } from '@/lib/auth/session.server';
import { slugify } from '@/lib/i18n/slug';
import { buildProjectSearchText } from '@/lib/projects/search-text';
import type { Feature } from '@/lib/projects/labels';
import { uniquePhone } from '@/lib/accounts/testing/fixtures';
import { promotionColumns } from '@/lib/projects/promotion/promotion.server';

type Role = SessionAccount['role'];
type ProjectRow = typeof projects.$inferInsert;

let seq = 0;
const uniq = () =>
  `${Date.now().toString(36)}${(++seq).toString(36)}${crypto.randomBytes(2).toString('hex')}`;

/** A verified account row and the SessionAccount the middleware would build for it. */
export async function makeReadAccount(
  opts: { role?: Role; fullName?: string; agent?: boolean; agency?: boolean } = {},
): Promise<SessionAccount> {
  const role = opts.role ?? (opts.agency ? 'Agency' : opts.agent ? 'Agent' : 'User');
  const [a] = await db()
    .insert(accounts)
    .values({
      phone: uniquePhone('+99890'),
      passwordHash: 'x',
      fullName: opts.fullName ?? `Reader ${uniq()}`,
      role,
      isVerified: true,
    })
    .returning();
  let agentId: number | null = null;
  let agencyId: number | null = null;
  if (opts.agent) {
    const [ag] = await db()
      .insert(agents)
      .values({
        accountId: a!.id,
        seoName: slugify(a!.fullName),
        fullName: a!.fullName,
        phone: '+998901112233',
        email: 'agent@example.uz',
      })
      .returning();
    agentId = ag!.id;
  }
  if (opts.agency) {
    const [co] = await db()
      .insert(agencies)
      .values({
        accountId: a!.id,
        seoName: `co-${uniq()}`,
        companyName: `Company ${uniq()}`,
        tin: uniq(),
      })
      .returning();
    agencyId = co!.id;
  }
  return {
    id: a!.id,
    fullName: a!.fullName,
    role,
    isPro: false,
    proUntil: null,
    photoPath: null,
    agentId,
    agencyId,
  };
}

export function fakeVariants(id = crypto.randomBytes(12).toString('hex')): ImageVariant[] {
  const key = (w: number, f: 'avif' | 'webp') =>
    `/media/projects/${id.slice(0, 2)}/${id}-${w}.${f}`;
  return [320, 640, 1280].flatMap((w) =>
    (['avif', 'webp'] as const).map((format) => ({ width: w, format, path: key(w, format) })),
  );
}

export type MakeProjectOptions = Partial<ProjectRow> & {
  features?: Feature[];
  /** How many image rows (default 1); position 0 is the cover. */
  images?: number;
};

async function names(
  categoryId: number | null | undefined,
  regionId: number | null | undefined,
  districtId: number | null | undefined,
) {
  const all = (r?: { nameUz: string; nameOz: string; nameRu: string; nameEn: string }) =>
    r ? [r.nameUz, r.nameOz, r.nameRu, r.nameEn] : [];
  const [c] = categoryId
    ? await db().select().from(categories).where(eq(categories.id, categoryId))
    : [];
  const [r] = regionId ? await db().select().from(regions).where(eq(regions.id, regionId)) : [];
  const [d] = districtId
    ? await db().select().from(districts).where(eq(districts.id, districtId))
    : [];
  return { categoryNames: all(c), regionNames: all(r), districtNames: all(d) };
}

/** Inserts an active project for sale (override anything), its features and image rows. */
export async function makeProject(overrides: MakeProjectOptions = {}) {
  const { features = ['wifi', 'parking'], images = 1, ...cols } = overrides;
  const ownerAccountId = cols.ownerAccountId ?? (await makeReadAccount()).id;
  const title = cols.title ?? `Project ${uniq()}`;
  const [firstCategory] = await db()
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.id))
    .limit(1);
  const categoryId = cols.categoryId === undefined ? (firstCategory?.id ?? null) : cols.categoryId;
  const row: ProjectRow = {
    code: String(crypto.randomInt(1_000_000, 10_000_000)),
    seoUrl: slugify(title) || 'project',
    title,
    status: 'sale',
    propertyType: 'house',
    price: 300_000_000,
    storeys: 'two',
    wallMaterial: 'brick',
    style: 'modern',
    foundation: 'strip',
    area: 120,
    width: 10,
    length: 12,
    ...cols,
    // A promotion is written with its flag, as the site writes it (promotion.server.ts).
    ...(cols.promotedUntil !== undefined ? promotionColumns(cols.promotedUntil ?? null) : {}),
    categoryId,
    ownerAccountId,
  };
  row.searchText =
    cols.searchText ??
    buildProjectSearchText({
      title,
      description: row.description ?? '',
      address: row.address ?? '',
      city: row.city ?? '',
      state: row.state ?? '',
      ...(await names(categoryId, row.regionId, row.districtId)),
    });
  let inserted: typeof projects.$inferSelect | undefined;
  for (let i = 0; i < 5 && !inserted; i++) {
    [inserted] = await db()
      .insert(projects)
      .values(i === 0 ? row : { ...row, code: String(crypto.randomInt(1_000_000, 10_000_000)) })
      .onConflictDoNothing({ target: projects.code })
      .returning();
  }
  const project = inserted!;
  if (features.length > 0)
    await db()
      .insert(projectFeatures)
      .values(features.map((feature) => ({ projectId: project.id, feature })));
  for (let position = 0; position < images; position++) {
    await db().insert(projectImages).values({
      projectId: project.id,
      uploaderAccountId: ownerAccountId,
      position,
      width: 1280,
      height: 960,
      variants: fakeVariants(),
    });
  }
  return project;
}
