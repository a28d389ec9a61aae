// GET /api/admin/stats?Days=7|30|90: dashboard totals and per-day sign-ups and new projects. Admin only.
import { requireAdmin } from '@/lib/auth/request.server';
import { parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { adminStats, StatsQuerySchema } from '@/lib/admin/dash/stats.server';

export const GET = endpoint(async ({ url, locals }) => {
  requireAdmin({ locals });
  const q = parseQuery(url, StatsQuerySchema);
  return json(await adminStats(q.Days));
});
