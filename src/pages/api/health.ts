// GET /api/health: the process is alive and serving HTTP — no database query, so a slow or lost
// database does not get a healthy process restarted. Whether it should take traffic: /api/ready.
import { getHandleOrNull } from '@/lib/db/client.server';
import { json } from '@/lib/http/response.server';

export function GET() {
  return json(
    { status: 'ok', database: getHandleOrNull()?.kind ?? null, pid: process.pid },
    { headers: { 'cache-control': 'no-store' } },
  );
}
