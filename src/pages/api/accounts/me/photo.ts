// POST /api/accounts/me/photo (docs/api.md): multipart `file` → { image: { imagePath } }. DELETE removes it.
import { endpoint, json } from '@/lib/http/response.server';
import { removePhoto, setPhoto } from '@/lib/accounts/photo.server';
import { requireAccount } from '@/lib/auth/request.server';
import { readUploadedFile } from '@/lib/http/multipart.server';
import { MAX_UPLOAD_BYTES } from '@/lib/uploads/process-image.server';

export const POST = endpoint(async (ctx) => {
  const account = requireAccount(ctx);
  const file = await readUploadedFile(ctx.request, { maxBytes: MAX_UPLOAD_BYTES });
  const { imagePath } = await setPhoto(account.id, file);
  return json({ image: { imagePath } }, { status: 201 });
});

export const DELETE = endpoint(async (ctx) => {
  const account = requireAccount(ctx);
  await removePhoto(account.id);
  return new Response(null, { status: 204 });
});
