// The shapes the messages API answers (docs/api.md "Messages"), as the messages islands and the
// messages page's loader read them, and the page sizes both ask for. Plain types and numbers, no
// server module, so an island may import them; the message itself is the one plain type the API
// and the live stream share (message-dto.ts).
import type { MessageDto, QuoteRequestRef } from './message-dto';

export type ProjectRef = { id: number; title: string; url: string };
export type MessageItem = MessageDto & { project?: ProjectRef; quoteRequest?: QuoteRequestRef };
export type OtherParty = {
  accountId: number;
  fullName: string;
  image: { imagePath: string } | null;
  url?: string;
};
export type ConversationItem = {
  id: number;
  other: OtherParty;
  lastMessage: { content: string; createdAt: string; fromMe: boolean; attachments: number };
  unreadCount: number;
  project?: ProjectRef;
};
export type ConversationList = {
  items: ConversationItem[];
  metaData: { totalCount: number; pageNumber: number; pageSize: number; unreadTotal: number };
};
export type ConversationDetail = {
  id: number;
  other: OtherParty;
  project?: ProjectRef;
  messages: {
    items: MessageItem[];
    metaData: { totalCount: number; pageNumber: number; pageSize: number };
  };
};
export type SendAnswer = { conversationId: number; message: MessageItem };

/** The longest message (characters after trimming): MESSAGE_MAX of messages.schema.ts, which an
 *  island does not import (it brings zod along). thread.test.ts checks they agree. */
export const CONTENT_MAX = 1000;
/** Page sizes the page and the island ask for. */
export const LIST_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 30;
