// The messages island's state changes as pure functions (unit-tested in thread.test.ts): one open
// conversation's messages, oldest first, without duplicates (the send answer and the live stream
// both deliver one's own message; an older page overlaps the loaded ones after new messages moved
// the pages), and the conversation list reacting to a new message.
import { formatDate, TIME_ZONE } from '@/lib/i18n/format-dates';
import type { Lang } from '@/lib/i18n/languages';
import type {
  ConversationDetail,
  ConversationItem,
  MessageItem,
  OtherParty,
} from '@/lib/messages/api-shapes';

export type Thread = {
  id: number;
  other: OtherParty;
  project?: ConversationDetail['project'];
  /** oldest first */
  messages: MessageItem[];
  /** API pages loaded so far (page 1 holds the newest messages) */
  pages: number;
  /** whether older messages remain on the server */
  hasOlder: boolean;
};

/** Messages by id, oldest first, each once (the later copy wins: it may carry the project). */
export function mergeMessages(a: MessageItem[], b: MessageItem[]): MessageItem[] {
  const byId = new Map<number, MessageItem>();
  for (const m of [...a, ...b]) byId.set(m.id, { ...byId.get(m.id), ...m });
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

export function threadFrom(detail: ConversationDetail): Thread {
  const { items, metaData } = detail.messages;
  return {
    id: detail.id,
    other: detail.other,
    ...(detail.project ? { project: detail.project } : {}),
    messages: mergeMessages([], items),
    pages: 1,
    hasOlder: metaData.pageNumber * metaData.pageSize < metaData.totalCount,
  };
}

/** An older page (the next page number) added in front. */
export function withOlder(thread: Thread, page: ConversationDetail): Thread {
  const { items, metaData } = page.messages;
  return {
    ...thread,
    messages: mergeMessages(thread.messages, items),
    pages: metaData.pageNumber,
    hasOlder: items.length > 0 && metaData.pageNumber * metaData.pageSize < metaData.totalCount,
  };
}

/** Page 1 fetched again (after an interruption): newer messages added, older pages kept. */
export function withNewest(thread: Thread, page: ConversationDetail): Thread {
  return {
    ...thread,
    other: page.other,
    ...(page.project ? { project: page.project } : {}),
    messages: mergeMessages(thread.messages, page.messages.items),
  };
}

export function withMessage(thread: Thread, message: MessageItem): Thread {
  return { ...thread, messages: mergeMessages(thread.messages, [message]) };
}

/**
 * The list after `message` arrived (sent here, in another tab, or by the other party): its
 * conversation moves to the top with the new preview; an incoming message counts as unread unless
 * it is being read right now. null when the conversation is not in the list (reload it).
 */
export function listWithMessage(
  items: ConversationItem[],
  message: MessageItem,
  me: number,
  readingNow: boolean,
): ConversationItem[] | null {
  const item = items.find((i) => i.id === message.conversationId);
  if (!item) return null;
  const fromMe = message.fromAccountId === me;
  const newer = new Date(message.createdAt) >= new Date(item.lastMessage.createdAt);
  const updated: ConversationItem = {
    ...item,
    ...(newer
      ? {
          lastMessage: {
            content: message.content,
            createdAt: message.createdAt,
            fromMe,
            attachments: message.attachments.length,
          },
        }
      : {}),
    unreadCount: fromMe || readingNow ? item.unreadCount : item.unreadCount + 1,
  };
  return [updated, ...items.filter((i) => i !== item)];
}

/** A fresh first page of the list in front of the older pages already shown. */
export function mergeList(
  shown: ConversationItem[],
  firstPage: ConversationItem[],
): ConversationItem[] {
  const fresh = new Set(firstPage.map((i) => i.id));
  return [...firstPage, ...shown.filter((i) => !fresh.has(i.id))];
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** "14:05" (Tashkent time, as the server renders it, so hydration agrees). */
export const timeOf = (iso: string) => timeFormat.format(new Date(iso));

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

/** Today in Tashkent ("2026-03-15"): what the list's times depend on besides the messages. */
export const todayInTashkent = (now = new Date()) => dayFormat.format(now);

/** The list's time: today's messages by the hour, older ones by the date. */
export function whenOf(iso: string, lang: Lang, now = new Date()): string {
  const day = formatDate(iso, lang, { style: 'short' });
  return day === formatDate(now, lang, { style: 'short' }) ? timeOf(iso) : day;
}

/** The day a message belongs to, for the separators of the history. */
export const dayOf = (iso: string, lang: Lang) => formatDate(iso, lang, { style: 'long' });
