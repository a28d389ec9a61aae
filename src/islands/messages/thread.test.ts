import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from '@/lib/messages/messages.schema';
import {
  listWithMessage,
  mergeList,
  mergeMessages,
  threadFrom,
  todayInTashkent,
  whenOf,
  withMessage,
  withOlder,
} from './thread';
import {
  CONTENT_MAX,
  type ConversationDetail,
  type ConversationItem,
  type MessageItem,
} from '@/lib/messages/api-shapes';

const ME = 1;
const OTHER = { accountId: 2, fullName: 'Aziz', image: null };
const msg = (
  id: number,
  from = OTHER.accountId,
  at = `2026-01-01T10:${String(id).padStart(2, '0')}:00Z`,
): MessageItem => ({
  id,
  conversationId: 7,
  fromAccountId: from,
  content: `m${id}`,
  createdAt: at,
  projectId: null,
  quoteRequestId: null,
  attachments: [],
});
const detail = (ids: number[], pageNumber: number, totalCount: number): ConversationDetail => ({
  id: 7,
  other: OTHER,
  messages: { items: ids.map((i) => msg(i)), metaData: { totalCount, pageNumber, pageSize: 2 } },
});
const item = (id: number, unreadCount = 0, at = '2026-01-01T09:00:00Z'): ConversationItem => ({
  id,
  other: { ...OTHER, accountId: 100 + id },
  lastMessage: { content: 'old', createdAt: at, fromMe: false, attachments: 0 },
  unreadCount,
});

describe('the open conversation', () => {
  it('keeps the messages oldest first, each once', () => {
    expect(mergeMessages([msg(3), msg(1)], [msg(2), msg(3)]).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('pages older messages in front and knows when none remain', () => {
    let thread = threadFrom(detail([5, 4], 1, 5)); // the API answers newest first
    expect(thread.messages.map((m) => m.id)).toEqual([4, 5]);
    expect(thread.hasOlder).toBe(true);
    thread = withMessage(thread, msg(6)); // a live message shifts the pages by one
    thread = withOlder(thread, detail([4, 3], 2, 6)); // so page 2 overlaps
    expect(thread.messages.map((m) => m.id)).toEqual([3, 4, 5, 6]);
    expect(thread.hasOlder).toBe(true);
    thread = withOlder(thread, detail([2, 1], 3, 6));
    expect(thread.messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(thread.hasOlder).toBe(false);
  });
});

describe('the conversation list', () => {
  it('moves the conversation of a new message to the top, counting it unread', () => {
    const items = [item(1), item(7, 1), item(9)];
    const next = listWithMessage(items, msg(20), ME, false)!;
    expect(next.map((i) => i.id)).toEqual([7, 1, 9]);
    expect(next[0]!.unreadCount).toBe(2);
    expect(next[0]!.lastMessage).toEqual({
      content: 'm20',
      createdAt: msg(20).createdAt,
      fromMe: false,
      attachments: 0,
    });
  });

  it('does not count one’s own message, nor one being read', () => {
    const items = [item(7, 0)];
    expect(listWithMessage(items, msg(20, ME), ME, false)![0]!.unreadCount).toBe(0);
    expect(listWithMessage(items, msg(21), ME, true)![0]!.unreadCount).toBe(0);
    expect(listWithMessage(items, msg(21, ME), ME, false)![0]!.lastMessage.fromMe).toBe(true);
  });

  it('asks for a reload when the conversation is new', () => {
    expect(listWithMessage([item(1)], msg(20), ME, false)).toBeNull();
  });

  it('puts a fresh first page in front of older pages', () => {
    expect(mergeList([item(1), item(2), item(3)], [item(3), item(4)]).map((i) => i.id)).toEqual([
      3, 4, 1, 2,
    ]);
  });
});

describe('times', () => {
  it('shows today by the hour in Tashkent, other days by the date', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    expect(whenOf('2026-03-15T04:05:00Z', 'ru', now)).toBe('09:05');
    expect(whenOf('2026-03-14T04:05:00Z', 'uz', now)).toBe('14.03.2026');
  });

  it("names today's date in Tashkent, which the kept list is keyed by", () => {
    // 20:30 UTC is already the next day in Tashkent (UTC+5): the list's times change with it.
    expect(todayInTashkent(new Date('2026-03-15T18:00:00Z'))).toBe('2026-03-15');
    expect(todayInTashkent(new Date('2026-03-15T20:30:00Z'))).toBe('2026-03-16');
  });
});

it('checks messages as long as the API does', () => {
  expect(CONTENT_MAX).toBe(MESSAGE_MAX);
});
