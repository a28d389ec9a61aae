// GET /api/selected-projects: the signed-in account's saved projects as cards, newest save first.
import { endpoint, json, parseQuery, unauthorized } from '../../../lib/api/http.server';
import { SelectedQuerySchema } from '../../../lib/projects/project-filters.schema';
import { listSelected } from '../../../lib/projects/selected.server';

export const GET = endpoint(async ({ url, locals }) => {
  if (!locals.account) throw unauthorized();
  const q = parseQuery(url, SelectedQuerySchema);
  return json(await listSelected(locals.account, q.Lang ?? locals.lang, q));
});
