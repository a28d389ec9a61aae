// Common Uzbek spelling variants find the same projects — "xovli" as "hovli",
// "gʻisht", "g'isht" and "gisht" alike, a Russian keyboard's "ховли" as "ҳовли" — through the
// stored search text (one trigram-indexed column, no function per row at query time), and the
// migration that refolds existing rows writes exactly what the application now stores.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { toSearchLatin } from '@/lib/i18n/translit';
import { makeProject } from '@tests/factories/projects';
import { ProjectFiltersSchema } from '@/lib/projects/project-filters.schema';
import { buildProjectSearchText } from '@/lib/projects/search-text';
import { listProjects } from './list-projects.server';

type P = Awaited<ReturnType<typeof makeProject>>;
let hovli: P, xovliCyr: P, gisht: P, qishloq: P, other: P, order: P;

beforeAll(async () => {
  hovli = await makeProject({ title: 'Hovli uy', description: 'Katta hovli, bogʻ bilan' });
  xovliCyr = await makeProject({ title: 'Ҳовлили уй', description: 'Чорсу яқинида' });
  gisht = await makeProject({ title: 'Gʻisht uy', description: 'Pishiq gʻishtdan qurilgan' });
  qishloq = await makeProject({ title: 'Qishloqdagi dala hovlisi' });
  other = await makeProject({ title: 'Ofis binosi', description: 'Shahar markazida' });
  order = await makeProject({ title: 'Buyurtma asosida qurilish' });
});

async function ids(Search: string) {
  const r = await listProjects(ProjectFiltersSchema.parse({ Search, PageSize: '50' }), 'uz');
  return r.items.map((c) => c.id).sort((a, b) => a - b);
}
const names = (...ps: P[]) => ps.map((p) => p.id).sort((a, b) => a - b);

describe('search across Uzbek spelling variants', () => {
  it.each(['hovli', 'xovli', 'Xovli', 'HOVLI', 'ҳовли', 'ховли'])(
    '%s finds every hovli',
    async (q) => {
      expect(await ids(q)).toEqual(names(hovli, xovliCyr, qishloq));
    },
  );

  it.each(['gʻisht', "g'isht", 'g‘isht', 'gisht', 'ğisht', 'ғишт', 'гишт'])(
    '%s finds the brick house',
    async (q) => {
      expect(await ids(q)).toEqual(names(gisht));
    },
  );

  it.each(['qishloq', 'kishlok', 'кишлок', 'қишлоқ'])('%s finds the village house', async (q) => {
    expect(await ids(q)).toEqual(names(qishloq));
  });

  it('keeps other words apart and needs every word', async () => {
    expect(await ids('chorsu')).toEqual(names(xovliCyr));
    expect(await ids('şahar')).toEqual(names(other));
    expect(await ids('xovli gisht')).toEqual([]);
  });
});

describe('words of one or two letters', () => {
  // The trigram index has nothing to look up for them inside a word: they match where a word
  // starts (docs/api.md, "Project list filters").
  it('match at the start of a word, in either script', async () => {
    expect(await ids('qu')).toContain(order.id);
    expect(await ids('ҚУ')).toContain(order.id);
    expect(await ids('as')).toContain(order.id);
  });

  it('do not match inside a word', async () => {
    expect(await ids('rt')).not.toContain(order.id); // "buyurtma"
    expect(await ids('yu')).not.toContain(order.id);
  });
});

describe('migration 0007 (refolding stored search text)', () => {
  it('gives rows stored in the old form exactly the new form', async () => {
    const parts = {
      title: 'Xorazmdagi hovli, Qoʻqon yoʻli',
      description: 'Özbek uslubida: ğisht, şifer, çorsu, toñ — Ҳовли ва боғ',
    };
    // What the application stored before: toSearchLatin's form of each part.
    const old = [parts.title, parts.description].map(toSearchLatin).join(' | ');
    const now = buildProjectSearchText(parts);
    expect(old).not.toBe(now);
    const p = await makeProject({ ...parts, searchText: old });
    const file = path.resolve('src/lib/db/migrations/0007_search_spelling_variants.sql');
    await db().execute(sql.raw(fs.readFileSync(file, 'utf8')));
    const [row] = await db()
      .select({ searchText: projects.searchText })
      .from(projects)
      .where(eq(projects.id, p.id));
    expect(row!.searchText).toBe(now);
  });
});
