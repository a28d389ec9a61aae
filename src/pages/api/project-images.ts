// POST /api/project-images, multipart `file`: an image uploaded before its project exists. It
// belongs to the uploader until a create/update names it in imageIds; unattached ones are swept
// after a day (project-images.sweep.server.ts).
import { json } from '../../lib/api/http.server';
import { assertCanAddProjects } from '../../lib/projects/authorize.server';
import { projectEndpoint } from '../../lib/projects/authorize.endpoint.server';
import { uploadPendingImage } from '../../lib/projects/project-images.server';
import { readUploadedFile } from '../../lib/projects/project-images.multipart.server';

export const POST = projectEndpoint(async ({ request, locals }) => {
  assertCanAddProjects(locals.account); // before reading up to 15 MB from someone who may not upload
  const buffer = await readUploadedFile(request);
  return json(await uploadPendingImage({ actor: locals.account, buffer }), { status: 201 });
});
