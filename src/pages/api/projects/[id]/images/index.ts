// POST /api/projects/{id}/images, multipart `file`: one image appended to an existing project
// (API clients; the form uploads through /api/project-images and sends imageIds instead).
import { endpoint, json } from '@/lib/http/response.server';
import { assertCanAddProjects } from '@/lib/projects/authorize.server';
import { parseId } from '@/lib/http/params';
import { addProjectImage } from '@/lib/projects/write/project-images.server';
import { readUploadedFile } from '@/lib/http/multipart.server';
import { MAX_UPLOAD_BYTES } from '@/lib/uploads/process-image.server';

export const POST = endpoint(async ({ params, request, locals }) => {
  const projectId = parseId(params.id);
  assertCanAddProjects(locals.account); // before reading up to 15 MB from someone who may not upload
  const buffer = await readUploadedFile(request, { maxBytes: MAX_UPLOAD_BYTES });
  return json(await addProjectImage({ actor: locals.account, projectId, buffer }), { status: 201 });
});
