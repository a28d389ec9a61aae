// Project views: one per visitor address, project and Tashkent day whatever the browser (changing
// the User-Agent used to add a view per request), written in batches off the page's path, counted
// once even when several processes write, and no address stored.
import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { appState, projects, projectViews } from '@/lib/db/schema';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { resolveProjectPage } from '@/lib/pages/projects/detail-page.server';
import { flushViews, recordView, tashkentDay, ViewCounter } from './views.server';
import { daySalt, visitorAddress } from './visitor.server';
import { runBeforeDatabaseCloses } from '@/lib/platform/shutdown.server';
import { cacheKey, clearPageCache, isCacheablePath, servePublicPage } from '@/lib/cache/page-cache';

const NOW = new Date('2025-03-10T08:00:00Z');
const browser = (i: number) => `Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + i}.0 Safari/537.36`;

async function viewCount(id: number): Promise<number> {
  const [row] = await db()
    .select({ v: projects.viewCount })
    .from(projects)
    .where(eq(projects.id, id));
  return row!.v;
}

describe('counting', () => {
  it('300 visits from one address with 300 different browsers count once', async () => {
    const p = await makeProject();
    for (let i = 0; i < 300; i++)
      recordView(p, { accountId: null, ip: '203.0.113.7', userAgent: browser(i) }, NOW);
    await flushViews();
    expect(await viewCount(p.id)).toBe(1);
  });

  it('two addresses count twice; signing in does not make a visitor new', async () => {
    const p = await makeProject();
    const reader = await makeReadAccount();
    recordView(p, { accountId: null, ip: '203.0.113.7', userAgent: browser(1) }, NOW);
    recordView(p, { accountId: reader.id, ip: '203.0.113.7', userAgent: browser(2) }, NOW);
    recordView(p, { accountId: null, ip: '198.51.100.9', userAgent: browser(1) }, NOW);
    await flushViews();
    expect(await viewCount(p.id)).toBe(2);
  });

  it('counts the same address again the next Tashkent day', async () => {
    const p = await makeProject();
    const v = { accountId: null, ip: '203.0.113.7', userAgent: browser(1) };
    recordView(p, v, NOW);
    await flushViews();
    recordView(p, v, NOW); // the same day, after a flush: the database refuses the repeat
    await flushViews();
    expect(await viewCount(p.id)).toBe(1);
    const tomorrow = new Date('2025-03-10T19:30:00Z'); // 00:30 in Tashkent (UTC+5)
    expect(tashkentDay(tomorrow)).toBe('2025-03-11');
    recordView(p, v, tomorrow);
    await flushViews();
    expect(await viewCount(p.id)).toBe(2);
  });

  it('a revisit this process already wrote today is not written again', async () => {
    const p = await makeProject();
    const v = { accountId: null, ip: '203.0.113.8', userAgent: browser(1) };
    const counter = new ViewCounter();
    counter.record(p, v, NOW);
    expect(await counter.flush()).toBe(1);
    counter.record(p, v, NOW);
    expect(counter.size).toBe(0); // nothing pending: no statement on the next flush
    counter.record(p, { ...v, ip: '203.0.113.9' }, NOW);
    expect(counter.size).toBe(1);
    expect(await counter.flush()).toBe(1);
    expect(await viewCount(p.id)).toBe(2);
    counter.stop();
  });

  it('an IPv6 visitor is its /64: made-up interface parts do not count again', async () => {
    const p = await makeProject();
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:db8:1:2::ff%eth0',
    ])
      recordView(p, { accountId: null, ip, userAgent: browser(1) }, NOW);
    recordView(p, { accountId: null, ip: '2001:db8:1:3::1', userAgent: browser(1) }, NOW);
    recordView(p, { accountId: null, ip: '::ffff:203.0.113.7', userAgent: browser(1) }, NOW);
    recordView(p, { accountId: null, ip: '203.0.113.7', userAgent: browser(2) }, NOW);
    await flushViews();
    expect(await viewCount(p.id)).toBe(3);
    expect(visitorAddress('2001:DB8:0:0:1::1')).toBe('2001:db8:0:0::/64');
  });

  it('does not count the owner or bots', async () => {
    const owner = await makeReadAccount();
    const p = await makeProject({ ownerAccountId: owner.id });
    recordView(p, { accountId: owner.id, ip: '203.0.113.7', userAgent: browser(1) }, NOW);
    recordView(p, {
      accountId: null,
      ip: '203.0.113.8',
      userAgent: 'TelegramBot (like TwitterBot)',
    });
    recordView(p, { accountId: null, ip: '203.0.113.9', userAgent: '' });
    await flushViews();
    expect(await viewCount(p.id)).toBe(0);
  });
});

describe('a project page served from the page cache', () => {
  it('is cacheable, and each serving counts a view under the same rules as a rendered one', async () => {
    const owner = await makeReadAccount();
    const p = await makeProject({ ownerAccountId: owner.id });
    const path = `/project/details/${p.code}/${p.seoUrl}`;
    expect(isCacheablePath(path)).toBe(true);
    clearPageCache();
    let renders = 0;
    // What the middleware does for an anonymous visitor (src/middleware.ts): the page, or its kept
    // copy, and then the view the page noted.
    const visit = (ip: string, accountId: number | null = null) =>
      servePublicPage(
        cacheKey('uz', new URL(`http://localhost${path}`)),
        60_000,
        async () => {
          renders += 1;
          const locals: Pick<App.Locals, 'projectViewed'> = {};
          const page = await resolveProjectPage(
            { code: p.code, slug: p.seoUrl, reviewsPage: 1, search: '' },
            null,
            locals,
            'uz',
          );
          const response = new Response(`<h1>${page.kind}</h1>`, {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          });
          return { response, notes: { projectViewed: locals.projectViewed }, storable: true };
        },
        (notes) => {
          if (notes.projectViewed)
            recordView(notes.projectViewed, { accountId, ip, userAgent: browser(1) });
        },
      );
    const first = await visit('198.51.100.1');
    expect(first.headers.get('x-cache')).toBeNull();
    const hit = await visit('198.51.100.2');
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(await hit.text()).toBe('<h1>page</h1>');
    await visit('198.51.100.2'); // the same visitor again the same day: one view
    await visit('198.51.100.3', owner.id); // the owner's own visit: none
    expect(renders).toBe(1);
    await flushViews();
    expect(await viewCount(p.id)).toBe(2);
    clearPageCache();
  });
});

describe('off the page path', () => {
  it('the project page answers without writing; the view is written by the next flush', async () => {
    const p = await makeProject();
    const locals: Pick<App.Locals, 'projectViewed'> = {};
    const page = await resolveProjectPage(
      { code: p.code, slug: p.seoUrl, reviewsPage: 1, search: '' },
      null,
      locals,
      'uz',
    );
    expect(page.kind).toBe('page');
    // The page only notes what it showed; the middleware counts it after the page.
    expect(locals.projectViewed).toEqual({ id: p.id, ownerAccountId: p.ownerAccountId });
    recordView(locals.projectViewed!, { accountId: null, ip: '192.0.2.44', userAgent: browser(1) });
    expect(await viewCount(p.id)).toBe(0);
    expect(await db().select().from(projectViews).where(eq(projectViews.projectId, p.id))).toEqual(
      [],
    );
    await flushViews();
    expect(await viewCount(p.id)).toBe(1);
  });

  it('what is still in memory is written before the database closes on shutdown', async () => {
    const p = await makeProject();
    recordView(p, { accountId: null, ip: '192.0.2.45', userAgent: browser(1) }, NOW);
    await runBeforeDatabaseCloses(); // what bootstrap.server.ts runs on SIGTERM before closing
    expect(await viewCount(p.id)).toBe(1);
  });

  it('recording is synchronous: no promise for the page to wait on', () => {
    const counter = new ViewCounter();
    const noted = counter.record(
      { id: 1, ownerAccountId: 2 },
      { accountId: null, ip: '192.0.2.1', userAgent: browser(1) },
    );
    expect(noted).toBe(true);
    expect(counter.size).toBe(1);
    counter.stop();
  });
});

describe('several processes', () => {
  it('two processes that saw the same visitor count it once, flushing at the same time', async () => {
    const p = await makeProject();
    const counters = [new ViewCounter(), new ViewCounter(), new ViewCounter()];
    for (const c of counters) {
      c.record(p, { accountId: null, ip: '203.0.113.50', userAgent: browser(1) }, NOW);
      c.record(p, { accountId: null, ip: '203.0.113.51', userAgent: browser(2) }, NOW);
    }
    const counted = await Promise.all(counters.map((c) => c.flush()));
    for (const c of counters) c.stop();
    expect(counted.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await viewCount(p.id)).toBe(2);
  });

  it('a view of a project deleted before the flush is dropped, the rest of the batch counts', async () => {
    const gone = await makeProject();
    const kept = await makeProject();
    const c = new ViewCounter();
    c.record(gone, { accountId: null, ip: '203.0.113.60', userAgent: browser(1) }, NOW);
    c.record(kept, { accountId: null, ip: '203.0.113.60', userAgent: browser(1) }, NOW);
    await db().delete(projects).where(eq(projects.id, gone.id));
    expect(await c.flush()).toBe(1);
    c.stop();
    expect(await viewCount(kept.id)).toBe(1);
  });
});

describe('privacy', () => {
  it('stores a salted hash, never the address; salts older than yesterday are deleted', async () => {
    const p = await makeProject();
    const ip = '203.0.113.77';
    const c = new ViewCounter(); // its own salt cache: the salt is read from the database
    c.record(p, { accountId: null, ip, userAgent: browser(1) }, NOW);
    await c.flush();
    c.stop();
    const rows = await db().select().from(projectViews).where(eq(projectViews.projectId, p.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(ip);
    const { createHash } = await import('node:crypto');
    expect(rows[0]!.visitorHash).not.toBe(createHash('sha256').update(ip).digest('hex'));
    const salts = async () =>
      (await db().select().from(appState).where(like(appState.key, 'viewSalt:%'))).map(
        (r) => r.key,
      );
    expect(await salts()).toContain('viewSalt:2025-03-10');
    // The first salt of a later day deletes what no count needs any more.
    const salt = await daySalt('2025-03-13');
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await daySalt('2025-03-13')).toBe(salt);
    expect(await salts()).not.toContain('viewSalt:2025-03-10');
    expect(await db().select().from(projectViews).where(eq(projectViews.projectId, p.id))).toEqual(
      [],
    );
  });
});
