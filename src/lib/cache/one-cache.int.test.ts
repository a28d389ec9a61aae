// The one cache's API (docs/decisions/027-one-cache.md) on the real database: nobody names a table;
// a cached read and cached markup learn theirs from the queries they ran — markup from the reads
// nested inside it too, whether those read the database or answered from memory — and a write to
// one of those tables, here or in another process, drops them, while a write elsewhere does not.
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db, getHandle } from '@/lib/db/client.server';
import { projects, reviews } from '@/lib/db/schema';
import { runBeforeDatabaseCloses } from '@/lib/platform/shutdown.server';
import { referenceData } from '@/lib/catalog/reference-cache.server';
import { makeProject } from '@tests/factories/projects';
import { listenForPublicChanges } from './cache-bus.server';
import { cachedMarkup, cachedRead } from './read-cache.server';
import { gatherTags, withRequestScope } from '@/lib/db/read-tags.server';
import { tableGeneration, writeClock } from '@/lib/db/write-watch.server';

afterAll(async () => {
  await runBeforeDatabaseCloses(); // stops the listener a test below may start
});

/** A write that changes no row but is a write to `table` all the same (its generation moves). */
const touch = (table: 'projects' | 'reviews' | 'news' | 'categories') =>
  db().execute(sql`update ${sql.identifier(table)} set id = id where false`);

/** A read of the project's title, counted. */
function titleReader(id: number) {
  const reads = { n: 0 };
  const read = () =>
    cachedRead(`test:title:${id}`, async () => {
      reads.n += 1;
      const [row] = await db()
        .select({ title: projects.title })
        .from(projects)
        .where(eq(projects.id, id));
      return row!.title;
    });
  return { read, reads };
}

describe('cachedRead', () => {
  it('is dropped by a write to a table its query read, not by a write to another', async () => {
    const p = await makeProject({ title: 'Tagged House' });
    const { read, reads } = titleReader(p.id);
    expect(await read()).toBe('Tagged House');
    expect(await read()).toBe('Tagged House');
    expect(reads.n).toBe(1);

    await touch('news'); // unrelated: nothing it read
    await read();
    expect(reads.n).toBe(1);

    await db().update(projects).set({ title: 'Retitled House' }).where(eq(projects.id, p.id));
    expect(await read()).toBe('Retitled House');
    expect(reads.n).toBe(2);
  });

  it('tells the scope around it the tables it read, also when it answers from memory', async () => {
    const p = await makeProject();
    const { read, reads } = titleReader(p.id);
    const miss = await gatherTags(read);
    const hit = await gatherTags(read);
    expect(reads.n).toBe(1);
    expect([...miss.scope.tags]).toEqual(['projects']);
    expect([...hit.scope.tags]).toEqual(['projects']);
  });
});

describe('cachedMarkup', () => {
  /** Markup around a nested cached read of the project's reviews, its renders counted. */
  function reviewsMarkup(id: number) {
    const renders = { n: 0 };
    const nested = () =>
      cachedRead(`test:reviews:${id}`, async () => {
        const rows = await db()
          .select({ text: reviews.text })
          .from(reviews)
          .where(eq(reviews.projectId, id));
        return rows.map((r) => r.text).join('|');
      });
    const render = () =>
      cachedMarkup(`test:reviews:${id}`, async () => {
        renders.n += 1;
        return `<p>${await nested()}</p>`;
      });
    return { render, renders, nested };
  }

  it('is rendered again after a write to a table a nested read touched', async () => {
    const p = await makeProject();
    const { render, renders } = reviewsMarkup(p.id);
    await render();
    await render();
    expect(renders.n).toBe(1);
    await touch('projects'); // not what it was drawn from
    await render();
    expect(renders.n).toBe(1);
    await touch('reviews');
    await render();
    expect(renders.n).toBe(2);
  });

  it('learns the tables of a nested read that answered from memory', async () => {
    const p = await makeProject();
    const { render, renders, nested } = reviewsMarkup(p.id);
    await nested(); // warm: inside the markup it runs no query
    await render();
    expect(renders.n).toBe(1);
    await touch('reviews');
    await render();
    expect(renders.n).toBe(2);
  });

  it('learns the tables of a memo outside the read cache (the reference data)', async () => {
    await referenceData(); // warm: the markup below reads no category from the database
    let renders = 0;
    const render = () =>
      cachedMarkup('test:categories', async () => {
        renders += 1;
        return `<p>${(await referenceData()).categories.length}</p>`;
      });
    await render();
    await render();
    expect(renders).toBe(1);
    await touch('categories');
    await render();
    expect(renders).toBe(2);
  });

  it("counts the request's reads before it (its props), and keeps nothing older than a write", async () => {
    const p = await makeProject({ title: 'Props House' });
    const { read } = titleReader(p.id);
    let renders = 0;
    const request = () =>
      withRequestScope(writeClock(), async () => {
        const title = await read(); // the page's frontmatter
        return cachedMarkup(
          `test:props:${p.id}`,
          async () => `<h1>${title} ${(renders += 1)}</h1>`,
        );
      });
    expect(await request()).toBe('<h1>Props House 1</h1>');
    expect(await request()).toBe('<h1>Props House 1</h1>');
    await db().update(projects).set({ title: 'Props Home' }).where(eq(projects.id, p.id));
    expect(await request()).toBe('<h1>Props Home 2</h1>');

    // A write lands after the request read its data and before its markup is made: not kept.
    const late = await withRequestScope(writeClock(), async () => {
      const title = await read();
      await touch('projects');
      return cachedMarkup(`test:props:${p.id}`, async () => `<h1>${title} late</h1>`);
    });
    expect(late).toBe('<h1>Props Home late</h1>');
    expect(await request()).toBe('<h1>Props Home 3</h1>');
  });

  it("is dropped by another process's write to a table a nested read touched (PostgreSQL)", async () => {
    const { url } = getHandle();
    if (!url) return; // PGlite is one process's database: nobody else writes
    listenForPublicChanges();
    await new Promise((r) => setTimeout(r, 300)); // the listener is connected
    const p = await makeProject();
    const { render, renders } = reviewsMarkup(p.id);
    await render();
    await render();
    expect(renders.n).toBe(1);
    const before = tableGeneration('reviews');
    // What another process's Drizzle write sends after its commit (write-watch.server.ts).
    await db().execute(sql`select pg_notify('data_changed', 'another-process reviews')`);
    const end = Date.now() + 5000;
    while (tableGeneration('reviews') === before && Date.now() < end)
      await new Promise((r) => setTimeout(r, 20));
    await render();
    expect(renders.n).toBe(2);
  });
});
