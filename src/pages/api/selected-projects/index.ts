// GET /api/selected-projects: the signed-in account's saved projects as cards, newest save first.
import { endpoint, json } from '@/lib/http/response.server';
import { parseQuery } from '@/lib/http/query';
import { unauthorized } from '@/lib/http/app-error';
import { SelectedQuerySchema } from '@/lib/projects/project-filters.schema';
import { listSelected } from '@/lib/projects/selected/selected.server';

export const GET = endpoint(async ({ url, locals }) => {
  if (!locals.account) throw unauthorized();
  const q = parseQuery(url, SelectedQuerySchema);
  return json(await listSelected(locals.account, q.Lang ?? locals.lang, q));
});
