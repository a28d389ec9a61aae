// Conversations for tests, written through the real use case (sendMessage), so they hold exactly
// what the API would have stored: the pair's one conversation, both participants, the read marks.
import type { SessionAccount } from '@/lib/auth/session.server';
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
