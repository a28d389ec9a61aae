// What /account/messages renders first: the caller's conversations and, with ?c=, that
// conversation's newest page — nothing for a ?c= that is someone else's, hidden by a block, or not
// an id (the page then shows the list, as without ?c=).
import { describe, expect, it } from 'vitest';
import { makePerson } from '@tests/helpers/authz-world';
import { makeConversation } from '@tests/factories/messages';
import { blockAccount } from '@/lib/messages/blocks.server';
import { THREAD_PAGE_SIZE } from '@/lib/messages/api-shapes';
import { loadMessagesPage } from './messages-page.server';

describe('loadMessagesPage', () => {
  it('gives the list and the open conversation, newest messages first', async () => {
    const me = await makePerson('user');
    const other = await makePerson('agent');
    const texts = Array.from({ length: THREAD_PAGE_SIZE + 2 }, (_, i) => `m${i + 1}`);
    const { conversationId } = await makeConversation(other.account, me.account, texts);

    const page = await loadMessagesPage(me.account, String(conversationId));
    expect(page.list.items.map((i) => i.id)).toEqual([conversationId]);
    expect(page.list.items[0]!.unreadCount).toBe(texts.length);
    expect(page.open?.id).toBe(conversationId);
    expect(page.open?.messages.items).toHaveLength(THREAD_PAGE_SIZE);
    expect(page.open?.messages.items[0]!.content).toBe(`m${texts.length}`);
    expect(page.open?.messages.metaData.totalCount).toBe(texts.length);

    // Rendering is no reading: the page is a GET (the island marks it read with a POST).
    expect((await loadMessagesPage(me.account, null)).list.items[0]!.unreadCount).toBe(
      texts.length,
    );
  });

  it('opens nothing for someone else’s conversation, a blocked one, or no id', async () => {
    const me = await makePerson('user');
    const a = await makePerson('agent');
    const b = await makePerson('user');
    const theirs = await makeConversation(a.account, b.account);
    const mine = await makeConversation(a.account, me.account);
    for (const c of [String(theirs.conversationId), 'abc', '0', '-1', '99999999999'])
      expect((await loadMessagesPage(me.account, c)).open, c).toBeNull();
    await blockAccount(me.account, a.account.id);
    const page = await loadMessagesPage(me.account, String(mine.conversationId));
    expect(page.open).toBeNull();
    expect(page.list.items).toEqual([]);
  });
});
