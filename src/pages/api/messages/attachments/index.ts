// POST /api/messages/attachments, multipart `file`: a photo (JPEG, PNG, WebP) or a PDF for a
// message, held for the uploader until a message names it in attachmentIds
// (docs/message-attachments.md). Any signed-in account; the upload limits of every image apply.
import { requireAccount } from '@/lib/auth/request.server';
import { endpoint, json } from '@/lib/http/response.server';
import { uploadAttachment } from '@/lib/messages/attachments.server';
import { readUploadWithName } from '@/lib/uploads/upload-limit.server';

export const POST = endpoint(async (ctx) => {
  const caller = requireAccount(ctx);
  // The upload limits are spent before reading up to 15 MB.
  const file = await readUploadWithName(ctx, caller.id);
  return json(await uploadAttachment(caller, file), { status: 201 });
});
