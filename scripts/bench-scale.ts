// Scale part of the bench: copies the demo database, multiplies its projects to 1,000, 10,000 and
// 100,000 (cloned rows with new codes, images and features, spread over the same values), and
// measures /projects with and without filters at each size.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ChildProcess } from 'node:child_process';
import { openDatabase } from '../src/lib/db/client.server';

type Tools = {
  startServer: (dataDir: string, env?: Record<string, string>) => ChildProcess;
  stop: (c: ChildProcess) => Promise<void>;
  waitFor: (url: string) => Promise<void>;
  load: (
    p: string,
  ) => Promise<{ path: string; rps: number; p50: number; p99: number; errors: number }>;
  pageBytes: (p: string[]) => Promise<unknown[]>;
  TMP: string;
  BASE: string;
};

async function grow(dataDir: string, target: number) {
  const handle = await openDatabase({ dataDir });
  const [{ n }] = (await handle.db.execute(sql`select count(*)::int as n from projects`)).rows as [
    { n: number },
  ];
  const copies = Math.max(0, Math.ceil(target / n) - 1);
  if (copies > 0) {
    await handle.db.execute(sql`
      insert into projects (code, seo_url, owner_account_id, title, description, status, property_type, price, is_negotiable,
        category_id, region_id, district_id, address, area, total_area, length, width, bedrooms, bathrooms, rooms,
        has_garage, has_parking, has_attic, only_design, is_active, storeys, wall_material, style, foundation, flooring,
        view_count, save_count, search_text, created_at, updated_at)
      select 'b' || g || '-' || p.id, p.seo_url, p.owner_account_id, p.title, p.description, p.status, p.property_type,
        (p.price * (0.7 + ((g * 7919 + p.id) % 61) / 100.0))::bigint, p.is_negotiable, p.category_id, p.region_id, p.district_id,
        p.address, p.area * (0.8 + ((g + p.id) % 41) / 100.0), p.total_area, p.length, p.width, p.bedrooms, p.bathrooms, p.rooms,
        p.has_garage, p.has_parking, p.has_attic, p.only_design, p.is_active, p.storeys, p.wall_material, p.style, p.foundation,
        p.flooring, (p.view_count + g) % 5000, p.save_count, p.search_text || ' b' || g, p.created_at - (g || ' minutes')::interval, now()
      from projects p cross join generate_series(1, ${copies}) g
      where p.code not like 'b%'`);
    await handle.db.execute(sql`
      insert into project_images (project_id, uploader_account_id, position, width, height, variants)
      select c.id, i.uploader_account_id, 0, i.width, i.height, i.variants
      from projects c
      join projects o on o.id = split_part(c.code, '-', 2)::int
      join lateral (select * from project_images pi where pi.project_id = o.id order by position limit 1) i on true
      where c.code like 'b%'`);
    await handle.db.execute(sql`analyze`);
  }
  const [{ m }] = (await handle.db.execute(sql`select count(*)::int as m from projects`)).rows as [
    { m: number },
  ];
  await handle.close();
  return m;
}

export async function benchScale(t: Tools) {
  const demo = path.join(t.TMP, 'demo');
  const paths = [
    '/projects',
    '/projects?Status=sale&PropertyType=house&PriceMin=100000000&Sort=priceAsc',
    '/projects?Search=zamonaviy&Sort=popular',
    '/api/projects?Storeys=two&WallMaterial=brick&PageSize=12',
  ];
  for (const size of [1_000, 10_000, 100_000]) {
    const dir = path.join(t.TMP, `scale-${size}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(demo, dir, { recursive: true });
    fs.rmSync(path.join(dir, 'server.lock'), { force: true });
    const count = await grow(dir, size);
    // Cache off measures the database and rendering; cache on, what anonymous visitors get.
    for (const cache of ['0', '5']) {
      const server = t.startServer(dir, { PAGE_CACHE_SECONDS: cache });
      try {
        await t.waitFor(`${t.BASE}/api/ready`);
        console.log(`\n/projects with ${count} projects, PAGE_CACHE_SECONDS=${cache}:`);
        const rows = [];
        for (const p of paths) rows.push(await t.load(p));
        console.table(rows);
        if (size === 10_000 && cache === '0') console.table(await t.pageBytes(['/projects']));
      } finally {
        await t.stop(server);
      }
    }
  }
}
