// Server rendering of the messages islands (what /account/messages sends before any script): the
// list and the open conversation are in the first HTML, a message's markup is text, only http(s)
// links are links (nofollow ugc, new tab), and no raw translation key leaks in any language.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@/lib/i18n/languages';
import { islandI18n } from '@/lib/i18n/island-texts';
import { MESSENGER_TEXTS } from './texts';
import Messenger from './Messenger';
import WriteMessage from './WriteMessage';
import { createIslandT } from '@/lib/i18n/client';
import type { ConversationDetail, ConversationList } from '@/lib/messages/api-shapes';

const ME = 10;
const other = { accountId: 20, fullName: 'Aziz Karimov', image: null, url: '/agent/aziz~3' };
const project = { id: 5, title: 'Ikki qavatli uy', url: '/project/details/AB12/ikki-qavatli-uy' };
const list: ConversationList = {
  items: [
    {
      id: 1,
      other,
      lastMessage: {
        content: 'Ertaga',
        createdAt: '2026-03-15T05:00:00Z',
        fromMe: false,
        attachments: 0,
      },
      unreadCount: 2,
      project,
    },
  ],
  metaData: { totalCount: 1, pageNumber: 1, pageSize: 20, unreadTotal: 2 },
};
const open: ConversationDetail = {
  id: 1,
  other,
  project,
  messages: {
    items: [
      {
        id: 3,
        conversationId: 1,
        fromAccountId: 20,
        content: '<b>x</b> <img src=x onerror=alert(1)> javascript:alert(1) https://example.uz/a.',
        createdAt: '2026-03-15T05:00:00Z',
        projectId: null,
        quoteRequestId: null,
        attachments: [],
      },
      {
        id: 2,
        conversationId: 1,
        fromAccountId: ME,
        content: 'Salom',
        createdAt: '2026-03-15T04:00:00Z',
        projectId: 5,
        quoteRequestId: null,
        attachments: [],
        project,
      },
    ],
    metaData: { totalCount: 2, pageNumber: 1, pageSize: 30 },
  },
};

describe('Messenger, server-rendered', () => {
  it('shows the list and the open conversation, oldest message first', () => {
    const html = renderToString(
      <Messenger me={ME} list={list} open={open} i18n={islandI18n('en', MESSENGER_TEXTS)} />,
    );
    expect(html).toContain('data-view="conversation"');
    expect(html).toContain('href="/account/messages?c=1"');
    expect(html).toContain('Conversation with Aziz Karimov');
    expect(html.indexOf('Salom')).toBeLessThan(html.indexOf('javascript:alert(1)'));
    expect(html).toContain(`href="${project.url}"`);
    expect(html).toContain('2 unread messages');
  });

  it('renders markup as text and links only http(s)', () => {
    const html = renderToString(
      <Messenger me={ME} list={list} open={open} i18n={islandI18n('en', MESSENGER_TEXTS)} />,
    );
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/href="javascript:/);
    expect(html).toContain(
      '<a href="https://example.uz/a" rel="nofollow ugc noopener" target="_blank">https://example.uz/a</a>',
    );
    expect(html).not.toContain('dangerouslySetInnerHTML');
  });

  it('speaks every language without raw keys, empty or not', () => {
    const empty: ConversationList = { items: [], metaData: { ...list.metaData, totalCount: 0 } };
    for (const lang of LANGS) {
      for (const props of [
        { list, open },
        { list, open: null },
        { list: empty, open: null },
      ]) {
        const html = renderToString(
          <Messenger me={ME} {...props} i18n={islandI18n(lang, MESSENGER_TEXTS)} />,
        );
        expect(html, lang).not.toMatch(/messages:ui|errors:|\{\{/);
      }
    }
  });
});

describe('WriteMessage, server-rendered', () => {
  it('is a button, disabled until its script runs, in every language', () => {
    for (const lang of LANGS) {
      const i18n = islandI18n(lang, MESSENGER_TEXTS);
      const html = renderToString(<WriteMessage toAccountId={20} name="Aziz" i18n={i18n} />);
      expect(html, lang).toMatch(/<button[^>]*disabled=""[^>]*>/);
      expect(html, lang).toContain(createIslandT(i18n)('messages:ui.write'));
      expect(html, lang).not.toMatch(/messages:ui/);
    }
  });
});
