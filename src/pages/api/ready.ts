// GET /api/ready: 200 when this process may take traffic, 503 with the reason otherwise
// (src/server/readiness.server.ts).
import { json } from '@/lib/http/response.server';
import { readiness } from '@/server/readiness.server';

export async function GET() {
  const state = await readiness();
  return json(state.ready ? { status: 'ready' } : { status: 'unavailable', reason: state.reason }, {
    status: state.ready ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
