CREATE TABLE "project_map_cells" (
	"grid" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"status" "project_status" NOT NULL,
	"n" integer NOT NULL,
	"sum_lng" double precision NOT NULL,
	"sum_lat" double precision NOT NULL,
	"min_id" integer NOT NULL,
	CONSTRAINT "project_map_cells_grid_cx_cy_status_pk" PRIMARY KEY("grid","cx","cy","status")
);
--> statement-breakpoint
-- The map's grids (MAP_CELL_GRIDS in src/lib/projects/read/map-cells.server.ts): a cell of grid z is
-- 90 / 2^z degrees on a side (cellSize(z), 64 px at zoom z). The cells holding the given points are
-- recounted from projects whenever a write touches one: a recount rather than +1/-1, so a cell is
-- always exactly what a GROUP BY of its public projects gives, whatever order writes and cascades
-- come in. One recount at a time until the writer commits (advisory lock 0x4d43 = 'MC', a key
-- space of its own, see src/lib/db/advisory-lock.server.ts): a second writer then reads the first
-- one's projects in its fresh snapshot, and two recounts of one cell never race to insert it.
CREATE FUNCTION project_map_cells_recount(lngs double precision[], lats double precision[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  g integer;
  size double precision;
BEGIN
  PERFORM pg_advisory_xact_lock(19779, 0);
  FOREACH g IN ARRAY ARRAY[10, 12] LOOP
    size := 90::double precision / 2::double precision ^ g;
    DELETE FROM project_map_cells m
    USING (SELECT DISTINCT floor(u.lng / size)::int AS cx, floor(u.lat / size)::int AS cy
           FROM unnest(lngs, lats) AS u(lng, lat) WHERE u.lng IS NOT NULL AND u.lat IS NOT NULL) c
    WHERE m.grid = g AND m.cx = c.cx AND m.cy = c.cy;
    INSERT INTO project_map_cells (grid, cx, cy, status, n, sum_lng, sum_lat, min_id)
    SELECT g, c.cx, c.cy, p.status, count(*)::int, sum(p.longitude), sum(p.latitude), min(p.id)
    FROM (SELECT DISTINCT floor(u.lng / size)::int AS cx, floor(u.lat / size)::int AS cy
          FROM unnest(lngs, lats) AS u(lng, lat) WHERE u.lng IS NOT NULL AND u.lat IS NOT NULL) c
    JOIN projects p
      ON point(p.longitude, p.latitude) <@ box(point(c.cx * size, c.cy * size), point((c.cx + 1) * size, (c.cy + 1) * size))
     AND floor(p.longitude / size) = c.cx AND floor(p.latitude / size) = c.cy
    WHERE p.is_active
      AND NOT EXISTS (SELECT 1 FROM accounts b WHERE b.id = p.owner_account_id AND b.is_blocked)
    GROUP BY c.cx, c.cy, p.status;
  END LOOP;
END $$;
--> statement-breakpoint
-- Inserted or deleted projects (one call per statement: a bulk insert recounts each cell once).
CREATE FUNCTION project_map_cells_after_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_map_cells_recount(s.lngs, s.lats)
  FROM (SELECT array_agg(longitude) AS lngs, array_agg(latitude) AS lats
        FROM changed WHERE is_active AND longitude IS NOT NULL AND latitude IS NOT NULL) s
  WHERE s.lngs IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_map_cells_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION project_map_cells_after_rows();
--> statement-breakpoint
CREATE TRIGGER projects_map_cells_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION project_map_cells_after_rows();
--> statement-breakpoint
-- An update that moves, hides, shows or re-statuses a project, or hands it to another owner: its old
-- and new cells. Only these columns fire it, so counting a view or a save costs nothing here.
CREATE FUNCTION project_map_cells_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_map_cells_recount(ARRAY[OLD.longitude, NEW.longitude], ARRAY[OLD.latitude, NEW.latitude]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_map_cells_update
  AFTER UPDATE OF longitude, latitude, is_active, status, owner_account_id ON projects
  FOR EACH ROW
  WHEN ((OLD.longitude, OLD.latitude, OLD.is_active, OLD.status, OLD.owner_account_id)
        IS DISTINCT FROM (NEW.longitude, NEW.latitude, NEW.is_active, NEW.status, NEW.owner_account_id))
  EXECUTE FUNCTION project_map_cells_after_update();
--> statement-breakpoint
-- Blocking or unblocking an account hides or shows all its projects.
CREATE FUNCTION project_map_cells_after_block() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_map_cells_recount(s.lngs, s.lats)
  FROM (SELECT array_agg(longitude) AS lngs, array_agg(latitude) AS lats
        FROM projects
        WHERE owner_account_id = NEW.id AND is_active AND longitude IS NOT NULL AND latitude IS NOT NULL) s
  WHERE s.lngs IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_map_cells_block AFTER UPDATE OF is_blocked ON accounts
  FOR EACH ROW WHEN (OLD.is_blocked IS DISTINCT FROM NEW.is_blocked)
  EXECUTE FUNCTION project_map_cells_after_block();
--> statement-breakpoint
INSERT INTO project_map_cells (grid, cx, cy, status, n, sum_lng, sum_lat, min_id)
SELECT g.z, floor(p.longitude / (90::double precision / 2::double precision ^ g.z))::int,
       floor(p.latitude / (90::double precision / 2::double precision ^ g.z))::int, p.status,
       count(*)::int, sum(p.longitude), sum(p.latitude), min(p.id)
FROM projects p CROSS JOIN (VALUES (10), (12)) AS g(z)
WHERE p.is_active AND p.longitude IS NOT NULL AND p.latitude IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM accounts b WHERE b.id = p.owner_account_id AND b.is_blocked)
GROUP BY 1, 2, 3, 4;
