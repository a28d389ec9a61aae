// POST /api/project-images, multipart `file`: an image uploaded before its project exists. It
// belongs to the uploader until a create/update names it in imageIds; unattached ones are swept
// after a day (project-images.sweep.server.ts).
import { endpoint, json } from '@/lib/http/response.server';
import { assertCanAddProjects } from '@/lib/projects/authorize.server';
import { uploadPendingImage } from '@/lib/projects/write/project-images.server';
import { readUpload } from '@/lib/uploads/upload-limit.server';

export const POST = endpoint(async (ctx) => {
  const { locals } = ctx;
  // Before reading up to 15 MB from someone who may not upload, or has uploaded enough for now.
  const uploader = assertCanAddProjects(locals.account);
  const buffer = await readUpload(ctx, uploader.id);
  return json(await uploadPendingImage({ actor: locals.account, buffer }), { status: 201 });
});
