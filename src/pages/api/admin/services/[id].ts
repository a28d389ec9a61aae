// PUT /api/admin/services/{id}: edit, move or reorder · DELETE: 409 while anything uses it.
// Admin only (401 visitor, 403 others); writes are rate-limited per admin before they run.
import { requireAdmin } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { parseId } from '@/lib/http/params';
import { endpoint, json } from '@/lib/http/response.server';
import { limitAdminWrite } from '@/lib/rate-limit/admin-limit.server';
import { CatalogItemBodySchema } from '@/lib/admin/catalog/catalog-admin.schema';
import { deleteCatalogItem, updateCatalogItem } from '@/lib/admin/catalog/catalog-admin.server';

export const PUT = endpoint(async ({ request, params, locals }) => {
  const admin = requireAdmin({ locals });
  const id = parseId(params.id);
  await limitAdminWrite(admin.id, 'write');
  const body = await parseJson(request, CatalogItemBodySchema);
  return json(await updateCatalogItem('service', admin.id, id, body));
});

export const DELETE = endpoint(async ({ params, locals }) => {
  const admin = requireAdmin({ locals });
  const id = parseId(params.id);
  await limitAdminWrite(admin.id, 'delete');
  await deleteCatalogItem('service', admin.id, id);
  return new Response(null, { status: 204 });
});
