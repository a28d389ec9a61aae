import { sql } from 'drizzle-orm';
import { db, getHandle } from '@/lib/db/client.server';
import { json } from '@/lib/http/response.server';

/**
 * Liveness and readiness in one: 200 when the database answers, 503 otherwise. `pid` names the
 * server process that answered (WEB_CONCURRENCY runs several behind one port).
 */
export async function GET() {
  try {
    await db().execute(sql`select 1`);
    return json(
      { status: 'ok', database: getHandle().kind, pid: process.pid },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch {
    return json(
      { status: 'error', database: 'unreachable' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  }
}
