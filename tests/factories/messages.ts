// Conversations for tests, written through the real use case (sendMessage), so they hold exactly
// what the API would have stored: the pair's one conversation, both participants, the read marks.
import type { SessionAccount } from '@/lib/auth/session.server';
import { uploadAttachment } from '@/lib/messages/attachments.server';
import { sendMessage } from '@/lib/messages/send.server';
import type { MessageDto } from '@/lib/messages/message-dto';

/**
 * `from` writes each text to `to` (a minute apart in the past, so the sender's limit of 30 a minute
 * is never what a test measures). Returns the conversation id and the messages in order.
 */
export async function makeConversation(
  from: SessionAccount,
  to: SessionAccount,
  texts: string[] = ['Assalomu alaykum'],
  opts: { projectId?: number } = {},
): Promise<{ conversationId: number; messages: MessageDto[] }> {
  const out: MessageDto[] = [];
  let conversationId = 0;
  const start = Date.now() - texts.length * 61_000;
  for (const [i, content] of texts.entries()) {
    const sent = await sendMessage(
      from,
      { toAccountId: to.id, content, ...(opts.projectId ? { projectId: opts.projectId } : {}) },
      { now: new Date(start + i * 61_000) },
    );
    conversationId = sent.conversationId;
    out.push(sent.message);
  }
  return { conversationId, messages: out };
}

/** A small but real PDF (one empty page): what a drawing or an estimate file starts with. */
export function pdf(text = 'Smeta'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/**
 * `from` sends `to` one message carrying a PDF and a photo, uploaded and sent through the real use
 * cases. Returns the conversation, the message and its two attachments.
 */
export async function sendWithAttachments(
  from: SessionAccount,
  to: SessionAccount,
  photo: Buffer,
  content = 'Chizma va rasm',
) {
  const file = await uploadAttachment(from, { buffer: pdf(), name: 'Chizma №1.pdf' });
  const image = await uploadAttachment(from, { buffer: photo, name: 'uy.jpg' });
  const sent = await sendMessage(from, {
    toAccountId: to.id,
    content,
    attachmentIds: [file.id, image.id],
  });
  return { ...sent, file, image };
}
