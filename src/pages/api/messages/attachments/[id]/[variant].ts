// GET /api/messages/attachments/{id}/{width}.{avif|webp}: one size of a photo sent in a message,
// for the same people as its PDF sibling route (docs/message-attachments.md); anyone else → 404.
import { requireAccount } from '@/lib/auth/request.server';
import { notFound } from '@/lib/http/app-error';
import { parseId } from '@/lib/http/params';
import { endpoint } from '@/lib/http/response.server';
import { openAttachment } from '@/lib/messages/attachments.server';
import { serveAttachment } from '@/lib/messages/serve-attachment.server';

export const GET = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  const m = /^([1-9][0-9]{1,3})\.(avif|webp)$/.exec(params.variant ?? '');
  if (!m) throw notFound();
  const variant = { width: Number(m[1]), format: m[2] as 'avif' | 'webp' };
  return serveAttachment(await openAttachment(caller, parseId(params.id), variant));
});
