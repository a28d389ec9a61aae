// GET /api/my-projects: the signed-in account's projects, active and inactive.
import { json } from '../../lib/api/http.server';
import { projectEndpoint } from '../../lib/projects/authorize.endpoint.server';
import { listMyProjects } from '../../lib/projects/my-projects.server';

export const GET = projectEndpoint(async ({ url, locals }) => {
  return json(
    await listMyProjects({ actor: locals.account, query: Object.fromEntries(url.searchParams) }),
  );
});
