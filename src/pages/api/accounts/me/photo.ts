// POST /api/accounts/me/photo (docs/api.md): multipart `file` → { image: { imagePath } }. DELETE removes it.
import { endpoint, json } from '@/lib/http/response.server';
import { removePhoto, setPhoto } from '@/lib/accounts/photo.server';
import { requireAccount } from '@/lib/auth/request.server';
import { readUpload } from '@/lib/uploads/upload-limit.server';

export const POST = endpoint(async (ctx) => {
  const account = requireAccount(ctx);
  const file = await readUpload(ctx, account.id);
  const { imagePath } = await setPhoto(account.id, file);
  return json({ image: { imagePath } }, { status: 201 });
});

export const DELETE = endpoint(async (ctx) => {
  const account = requireAccount(ctx);
  await removePhoto(account.id);
  return new Response(null, { status: 204 });
});
