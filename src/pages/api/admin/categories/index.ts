// GET /api/admin/categories: the whole tree, inactive items too · POST: create one (docs/api.md "Admin").
// Admin only (401 visitor, 403 others); writes are rate-limited per admin before they run.
import { requireAdmin } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { endpoint, json } from '@/lib/http/response.server';
import { limitAdminWrite } from '@/lib/rate-limit/admin-limit.server';
import { CatalogItemBodySchema } from '@/lib/admin/catalog/catalog-admin.schema';
import { createCatalogItem, listCatalog } from '@/lib/admin/catalog/catalog-admin.server';

export const GET = endpoint(async ({ locals }) => {
  requireAdmin({ locals });
  return json({ items: await listCatalog('category') });
});

export const POST = endpoint(async ({ request, locals }) => {
  const admin = requireAdmin({ locals });
  await limitAdminWrite(admin.id, 'write');
  const body = await parseJson(request, CatalogItemBodySchema);
  return json(await createCatalogItem('category', admin.id, body), { status: 201 });
});
