// The reference tables in memory (docs/performance.md#render): read once, dropped with the
// public caches, reloaded for an id newer than the copy; the unread total read with the session.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { categories, regions } from '@/lib/db/schema';
import { installQueryCounter, withQueryCounter } from '@/lib/db/query-count.server';
import { dropPublicCaches } from '@/lib/cache/cache-bus.server';
import { createSession, readSession } from '@/lib/auth/session.server';
import { unreadTotal, unreadTotalSql } from '@/lib/messages/unread.server';
import { blockAccount } from '@/lib/messages/blocks.server';
import { makeReadAccount } from '@tests/factories/projects';
import { makeConversation } from '@tests/factories/messages';
import { listRegions } from './list-regions.server';
import { referenceData, referenceDataWith } from './reference-cache.server';

beforeAll(() => installQueryCounter(db()));
const counted = <T>(fn: () => Promise<T>) =>
  withQueryCounter(async (queries) => ({ value: await fn(), queries: queries() }));

const newCategory = async () => {
  const seo = `ref-cache-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const [row] = await db()
    .insert(categories)
    .values({ seoUrl: seo, nameUz: seo, nameRu: seo, nameEn: seo })
    .returning();
  return row!;
};

describe('reference cache', () => {
  it('reads the four tables once, then answers from memory until the public caches drop', async () => {
    dropPublicCaches();
    const first = await counted(() => referenceData());
    expect(first.queries).toBe(4);
    expect(first.value.regions.length).toBeGreaterThan(0);
    expect(first.value.categoryById.size).toBe(first.value.categories.length);
    expect((await counted(() => listRegions('ru'))).queries).toBe(0);

    const added = await newCategory();
    expect((await referenceData()).categoryById.has(added.id)).toBe(false); // the copy is older
    dropPublicCaches(); // what every admin catalog write does, in every process
    const again = await counted(() => referenceData());
    expect(again.queries).toBe(4);
    expect(again.value.categoryById.get(added.id)?.seoUrl).toBe(added.seoUrl);
  });

  it('reloads once for an id newer than the copy, and not for ids it has', async () => {
    await referenceData();
    const added = await newCategory();
    const known = (await referenceData()).categories[0]!.id;
    expect((await counted(() => referenceDataWith({ categoryIds: [known, null] }))).queries).toBe(
      0,
    );
    const fresh = await counted(() => referenceDataWith({ categoryIds: [added.id] }));
    expect(fresh.queries).toBe(4);
    expect(fresh.value.categoryById.has(added.id)).toBe(true);
  });

  it('serves names in the asked language from the copy', async () => {
    dropPublicCaches();
    const [tashkent] = await db().select().from(regions).where(eq(regions.id, 1));
    const listed = (await listRegions('en')).find((r) => r.id === 1);
    expect(listed?.name).toBe(tashkent!.nameEn);
  });

  it('builds the region tree once per copy and language, and again after a reload', async () => {
    dropPublicCaches();
    const en = await listRegions('en');
    expect(await listRegions('en')).toBe(en);
    expect((await listRegions('ru')).find((r) => r.id === 1)?.name).not.toBe(en[0]!.name);
    const [tashkent] = await db().select().from(regions).where(eq(regions.id, 1));
    await db().update(regions).set({ nameEn: 'Tashkent city (renamed)' }).where(eq(regions.id, 1));
    try {
      expect((await listRegions('en')).find((r) => r.id === 1)?.name).toBe(tashkent!.nameEn);
      dropPublicCaches();
      const reloaded = await listRegions('en');
      expect(reloaded).not.toBe(en);
      expect(reloaded.find((r) => r.id === 1)?.name).toBe('Tashkent city (renamed)');
    } finally {
      await db().update(regions).set({ nameEn: tashkent!.nameEn }).where(eq(regions.id, 1));
      dropPublicCaches();
    }
  });
});

describe('readSession with the unread total', () => {
  it('reads the same total as unreadTotal in the session query, minus blocked conversations', async () => {
    const me = await makeReadAccount();
    const friend = await makeReadAccount();
    const pest = await makeReadAccount();
    await makeConversation(friend, me, ['Salom', 'Qalaysiz?']);
    await makeConversation(pest, me, ['Reklama']);
    const { token } = await createSession(me.id, { rememberMe: false });

    const read = await counted(() => readSession(token, new Date(), { unread: unreadTotalSql }));
    expect(read.queries).toBe(1);
    expect(read.value?.unread).toBe(3);
    expect(read.value?.unread).toBe(await unreadTotal(me.id));
    expect((await readSession(token))?.unread).toBeUndefined(); // endpoints do not ask for it

    await blockAccount(me, pest.id);
    expect((await readSession(token, new Date(), { unread: unreadTotalSql }))?.unread).toBe(2);
    expect(await unreadTotal(me.id)).toBe(2);
  });
});
