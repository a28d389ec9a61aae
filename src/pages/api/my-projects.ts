// GET /api/my-projects: the signed-in account's projects, active and inactive.
import { endpoint, json } from '@/lib/http/response.server';
import { listMyProjects } from '@/lib/projects/read/my-projects.server';

export const GET = endpoint(async ({ url, locals }) => {
  return json(
    await listMyProjects({ actor: locals.account, query: Object.fromEntries(url.searchParams) }),
  );
});
