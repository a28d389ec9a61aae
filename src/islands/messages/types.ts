// The shapes the messages API answers (docs/api.md, "Messages"), as the islands read them. Types
// only: the domain's own DTOs live in server modules an island must not import.
export type MessageItem = {
  id: number;
  conversationId?: number;
  fromAccountId: number;
  content: string;
  createdAt: string;
  projectId?: number | null;
  project?: ProjectRef | null;
};
export type ProjectRef = { id: number; title: string; url: string };
export type OtherParty = {
  accountId: number;
  fullName: string;
  image: string | null;
  url?: string | null;
};
export type ConversationItem = {
  id: number;
  other: OtherParty;
  lastMessage: { content: string; createdAt: string; fromMe: boolean } | null;
  unreadCount: number;
  project?: ProjectRef | null;
};
export type Paged<T> = {
  items: T[];
  metaData: { totalCount: number; pageNumber: number; pageSize: number; unreadTotal?: number };
};
export type ConversationDetail = {
  id: number;
  other: OtherParty;
  project?: ProjectRef | null;
  messages: Paged<MessageItem>;
};
export type SendAnswer = { conversationId: number; message: MessageItem };

/** The longest message (characters after trimming), as the API checks it. */
export const CONTENT_MAX = 1000;
