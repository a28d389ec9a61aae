// Large data sets for the bench: multiplies the demo projects to a target count (cloned rows with
// new codes `b<copy>-<id>`, prices and areas spread, each with its first image) in a PGlite folder
// or a PostgreSQL database, so one database is grown step by step (demo → 1,000 → 100,000).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/lib/db/client.server';

type Where = { dataDir: string } | { databaseUrl: string };

/** Grows the projects to at least `target`; answers how many there are. The server must be stopped (PGlite). */
export async function grow(where: Where, target: number): Promise<number> {
  const handle = await openDatabase(where);
  const count = async (cond: string) => {
    const res = await handle.db.execute(
      sql.raw(`select count(*)::int as n from projects where ${cond}`),
    );
    return Number((res.rows[0] as { n: number }).n);
  };
  try {
    const originals = await count(`code not like 'b%'`);
    const have = Math.round((await count(`code like 'b%'`)) / Math.max(1, originals));
    const want = Math.max(0, Math.ceil(target / originals) - 1);
    if (want > have) {
      // Numbers only in the text (no user input): the bench's own figures.
      await handle.db.execute(
        sql.raw(`
      insert into projects (code, seo_url, owner_account_id, title, description, status, property_type, price, is_negotiable,
        category_id, region_id, district_id, address, area, total_area, length, width, bedrooms, bathrooms, rooms,
        has_garage, has_parking, has_attic, only_design, is_active, storeys, wall_material, style, foundation, flooring,
        view_count, save_count, search_text, created_at, updated_at)
      select 'b' || g || '-' || p.id, p.seo_url, p.owner_account_id, p.title, p.description, p.status, p.property_type,
        (p.price * (0.7 + ((g * 7919 + p.id) % 61) / 100.0))::bigint, p.is_negotiable, p.category_id, p.region_id, p.district_id,
        p.address, p.area * (0.8 + ((g + p.id) % 41) / 100.0), p.total_area, p.length, p.width, p.bedrooms, p.bathrooms, p.rooms,
        p.has_garage, p.has_parking, p.has_attic, p.only_design, p.is_active, p.storeys, p.wall_material, p.style, p.foundation,
        p.flooring, (p.view_count + g) % 5000, p.save_count, p.search_text || ' b' || g, p.created_at - (g || ' minutes')::interval, now()
      from projects p cross join generate_series(${have + 1}, ${want}) g
      where p.code not like 'b%'`),
      );
      await handle.db.execute(
        sql.raw(`
      insert into project_images (project_id, uploader_account_id, position, width, height, variants)
      select c.id, i.uploader_account_id, 0, i.width, i.height, i.variants
      from projects c
      join projects o on o.id = split_part(c.code, '-', 2)::int
      join lateral (select * from project_images pi where pi.project_id = o.id order by position limit 1) i on true
      where c.code like 'b%' and not exists (select 1 from project_images x where x.project_id = c.id)`),
      );
      await handle.db.execute(sql`analyze`);
    }
    return await count('true');
  } finally {
    await handle.close();
  }
}
