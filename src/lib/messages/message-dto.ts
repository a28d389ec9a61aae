// The message object every answer and the live stream share (docs/api.md "Messages").
import type { messages } from '@/lib/db/schema';
import type { AttachmentDto } from './attachment-dto';

export type MessageDto = {
  id: number;
  conversationId: number;
  fromAccountId: number;
  /** Plain text exactly as written (trimmed); never HTML — every screen escapes it. */
  content: string;
  createdAt: string;
  /** The project the message was written about (from a project page), else null. */
  projectId: number | null;
  /** The quote request a specialist's response names, else null (details: `quoteRequest`). */
  quoteRequestId: number | null;
  /** Photos and PDF files, in the order they were sent (docs/message-attachments.md). */
  attachments: AttachmentDto[];
};

/** What a conversation shows of the quote request a message names. */
export type QuoteRequestRef = { id: number; service: { id: number; name: string } };

type MessageRow = Pick<
  typeof messages.$inferSelect,
  'id' | 'conversationId' | 'senderAccountId' | 'content' | 'projectId' | 'createdAt'
> & { quoteRequestId?: number | null };

export function toMessageDto(row: MessageRow, attachments: AttachmentDto[] = []): MessageDto {
  return {
    id: row.id,
    conversationId: row.conversationId,
    fromAccountId: row.senderAccountId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    projectId: row.projectId,
    quoteRequestId: row.quoteRequestId ?? null,
    attachments,
  };
}

/** The conversation of two accounts is stored once, the smaller id first. */
export function pairOf(a: number, b: number): { lowAccountId: number; highAccountId: number } {
  return a < b ? { lowAccountId: a, highAccountId: b } : { lowAccountId: b, highAccountId: a };
}

export const otherOf = (c: { lowAccountId: number; highAccountId: number }, me: number) =>
  c.lowAccountId === me ? c.highAccountId : c.lowAccountId;
