// POST /api/projects/{id}/images, multipart `file`: one image appended to an existing project
// (API clients; the form uploads through /api/project-images and sends imageIds instead).
import { json } from '../../../../../lib/api/http.server';
import { assertCanAddProjects, parseId } from '../../../../../lib/projects/authorize.server';
import { projectEndpoint } from '../../../../../lib/projects/authorize.endpoint.server';
import { addProjectImage } from '../../../../../lib/projects/project-images.server';
import { readUploadedFile } from '../../../../../lib/projects/project-images.multipart.server';

export const POST = projectEndpoint(async ({ params, request, locals }) => {
  const projectId = parseId(params.id);
  assertCanAddProjects(locals.account); // before reading up to 15 MB from someone who may not upload
  const buffer = await readUploadedFile(request);
  return json(await addProjectImage({ actor: locals.account, projectId, buffer }), { status: 201 });
});
