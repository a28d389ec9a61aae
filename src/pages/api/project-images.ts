// POST /api/project-images, multipart `file`: an image uploaded before its project exists. It
// belongs to the uploader until a create/update names it in imageIds; unattached ones are swept
// after a day (project-images.sweep.server.ts).
import { endpoint, json } from '@/lib/http/response.server';
import { assertCanAddProjects } from '@/lib/projects/authorize.server';
import { uploadPendingImage } from '@/lib/projects/write/project-images.server';
import { readUploadedFile } from '@/lib/http/multipart.server';
import { MAX_UPLOAD_BYTES } from '@/lib/uploads/process-image.server';

export const POST = endpoint(async ({ request, locals }) => {
  assertCanAddProjects(locals.account); // before reading up to 15 MB from someone who may not upload
  const buffer = await readUploadedFile(request, { maxBytes: MAX_UPLOAD_BYTES });
  return json(await uploadPendingImage({ actor: locals.account, buffer }), { status: 201 });
});
