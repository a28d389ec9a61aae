// DELETE /api/projects/{id}/images/{imageId}: the row in a transaction, then the files.
import { endpoint } from '@/lib/http/response.server';
import { parseId } from '@/lib/http/params';
import { deleteProjectImage } from '@/lib/projects/write/project-images.server';

export const DELETE = endpoint(async ({ params, locals }) => {
  await deleteProjectImage({
    actor: locals.account,
    projectId: parseId(params.id),
    imageId: parseId(params.imageId),
  });
  return new Response(null, { status: 204 });
});
