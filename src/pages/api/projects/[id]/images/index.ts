// POST /api/projects/{id}/images, multipart `file`: one image appended to an existing project
// (API clients; the form uploads through /api/project-images and sends imageIds instead).
import { endpoint, json } from '@/lib/http/response.server';
import { assertCanAddProjects } from '@/lib/projects/authorize.server';
import { parseId } from '@/lib/http/params';
import { addProjectImage } from '@/lib/projects/write/project-images.server';
import { readUpload } from '@/lib/uploads/upload-limit.server';

export const POST = endpoint(async (ctx) => {
  const { params, locals } = ctx;
  const projectId = parseId(params.id);
  // Before reading up to 15 MB from someone who may not upload, or has uploaded enough for now.
  const uploader = assertCanAddProjects(locals.account);
  const buffer = await readUpload(ctx, uploader.id);
  return json(await addProjectImage({ actor: locals.account, projectId, buffer }), { status: 201 });
});
