// POST /api/admin/images, multipart `file`: an image for a news item or life hack, before the
// article is saved (admin-images.server.ts). The same upload limits, size cap and re-encoding as
// project photos. Admin only.
import { requireAdmin } from '@/lib/auth/request.server';
import { limitAdminWrite } from '@/lib/rate-limit/admin-limit.server';
import { uploadArticleImage } from '@/lib/admin/content/admin-images.server';
import { endpoint, json } from '@/lib/http/response.server';
import { readUpload } from '@/lib/uploads/upload-limit.server';

export const POST = endpoint(async (ctx) => {
  const admin = requireAdmin(ctx);
  await limitAdminWrite(admin.id, 'write');
  const buffer = await readUpload(ctx, admin.id);
  return json(await uploadArticleImage({ actorId: admin.id, buffer }), { status: 201 });
});
