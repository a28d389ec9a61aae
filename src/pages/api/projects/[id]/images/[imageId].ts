// DELETE /api/projects/{id}/images/{imageId}: the row in a transaction, then the files.
import { parseId } from '../../../../../lib/projects/authorize.server';
import { projectEndpoint } from '../../../../../lib/projects/authorize.endpoint.server';
import { deleteProjectImage } from '../../../../../lib/projects/project-images.server';

export const DELETE = projectEndpoint(async ({ params, locals }) => {
  await deleteProjectImage({
    actor: locals.account,
    projectId: parseId(params.id),
    imageId: parseId(params.imageId),
  });
  return new Response(null, { status: 204 });
});
