// The conversation list: the other party's photo and name, the last message, its time and the
// unread count. Each row is a real link (/account/messages?c=<id>), so it works before hydration,
// opens in a new tab with a modifier key, and is announced as a link; a plain click is handled in
// place by the island.
import type { TFunction } from 'i18next';
import type { MouseEvent } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { PartyPhoto } from './Parts';
import { whenOf } from './thread';
import type { ConversationItem } from '@/lib/messages/api-shapes';

export const conversationHref = (id: number) => `/account/messages?c=${id}`;

/** A click the island may take over: no modifier keys, the main button. */
export const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

type Props = {
  items: ConversationItem[];
  openId: number | null;
  more: boolean;
  loadingMore: boolean;
  onOpen: (id: number) => void;
  onMore: () => void;
  t: TFunction;
  lang: Lang;
};

export function ConversationList({
  items,
  openId,
  more,
  loadingMore,
  onOpen,
  onMore,
  t,
  lang,
}: Props) {
  return (
    <>
      <ul className="msgr-items" role="list">
        {items.map((c) => {
          const name = c.other.fullName || t('messages:ui.someone');
          return (
            <li key={c.id}>
              <a
                className="msgr-item"
                href={conversationHref(c.id)}
                aria-current={c.id === openId ? 'true' : undefined}
                onClick={(e) => {
                  if (!plainClick(e)) return;
                  e.preventDefault();
                  onOpen(c.id);
                }}
              >
                <PartyPhoto party={c.other} name={name} size={44} />
                <span className="msgr-item-main">
                  <span className="msgr-item-top">
                    <span className="msgr-item-name">{name}</span>
                    <time className="msgr-item-time" dateTime={c.lastMessage.createdAt}>
                      {whenOf(c.lastMessage.createdAt, lang)}
                    </time>
                  </span>
                  <span className="msgr-item-bottom">
                    <span className="msgr-item-preview">
                      {c.lastMessage.fromMe && `${t('messages:ui.you')} `}
                      {c.lastMessage.content ||
                        (c.lastMessage.attachments > 0 &&
                          t('messages:ui.attachments', { count: c.lastMessage.attachments }))}
                    </span>
                    {c.unreadCount > 0 && (
                      <>
                        <span className="badge" aria-hidden="true">
                          {c.unreadCount}
                        </span>
                        <span className="visually-hidden">
                          {t('messages:ui.unread', { count: c.unreadCount })}
                        </span>
                      </>
                    )}
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {more && (
        <button
          type="button"
          className="btn btn-outline btn-small msgr-more"
          disabled={loadingMore}
          aria-busy={loadingMore || undefined}
          onClick={onMore}
        >
          {t('messages:ui.moreConversations')}
        </button>
      )}
    </>
  );
}
