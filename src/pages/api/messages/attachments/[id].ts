// GET /api/messages/attachments/{id}: a PDF sent in a message, as a download, to the two people of
// the conversation (and its uploader before it is sent); an admin only through a report. Anyone
// else → 404 (docs/message-attachments.md).
import { requireAccount } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { endpoint } from '@/lib/http/response.server';
import { openAttachment } from '@/lib/messages/attachments.server';
import { serveAttachment } from '@/lib/messages/serve-attachment.server';

export const GET = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  return serveAttachment(await openAttachment(caller, parseId(params.id)));
});
