// One open conversation: who it is with (a back link to the list on phones, the menu), the project
// it is about, the history with the newest message at the bottom — older pages load when it is
// scrolled to the top, keeping what was on screen in place — and the composer. While the other
// party is blocked the composer gives way to a note with Unblock.
import type { TFunction } from 'i18next';
import { Fragment, useLayoutEffect, useRef } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { MessageAttachments } from './Attachments';
import { Composer } from './Composer';
import { plainClick } from './ConversationList';
import { MessageText, PartyPhoto } from './Parts';
import { PartyMenu } from './PartyMenu';
import { dayOf, timeOf, type Thread } from './thread';

/** How close to an edge (px) counts as being at it. */
const EDGE = 80;

type Props = {
  thread: Thread;
  me: number;
  blocked: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  onBack: () => void;
  onBlocked: (blocked: boolean) => void;
  /** where the composer keeps its unsent text (drafts.ts) */
  draftKey: string;
  onSend: (text: string, attachmentIds: number[]) => Promise<string | null>;
  t: TFunction;
  lang: Lang;
};

export function ConversationView(props: Props) {
  const { thread, me, blocked, loadingOlder, t, lang } = props;
  const name = thread.other.fullName || t('messages:ui.someone');
  const scroller = useRef<HTMLDivElement>(null);
  // What the last render showed, to tell an older page (keep the view) from a new message
  // (follow it down when the reader was at the bottom, or wrote it).
  const shown = useRef<{ thread: number; first?: number; last?: number; atBottom: boolean }>({
    thread: -1,
    atBottom: true,
  });
  const fromBottom = useRef(0);

  const first = thread.messages[0];
  const last = thread.messages[thread.messages.length - 1];
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const was = shown.current;
    if (was.thread !== thread.id) el.scrollTop = el.scrollHeight;
    else if (first && was.first !== undefined && first.id < was.first)
      el.scrollTop = el.scrollHeight - fromBottom.current;
    else if (last && last.id !== was.last && (was.atBottom || last.fromAccountId === me))
      el.scrollTop = el.scrollHeight;
    shown.current = {
      thread: thread.id,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < EDGE,
      ...(first ? { first: first.id } : {}),
      ...(last ? { last: last.id } : {}),
    };
  }, [thread.id, first, last, me]);

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    fromBottom.current = el.scrollHeight - el.scrollTop;
    shown.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
    if (el.scrollTop < EDGE && thread.hasOlder && !loadingOlder) props.onOlder();
  }

  return (
    <section className="msgr-conv" aria-labelledby={`msgr-with-${thread.id}`}>
      <header className="msgr-conv-head">
        <a
          className="msgr-back"
          href="/account/messages"
          onClick={(e) => {
            if (!plainClick(e)) return;
            e.preventDefault();
            props.onBack();
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path fill="currentColor" d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
          </svg>
          <span className="visually-hidden">{t('messages:ui.back')}</span>
        </a>
        <PartyPhoto party={thread.other} name={name} size={40} />
        <h2 id={`msgr-with-${thread.id}`} className="msgr-conv-name">
          <span className="visually-hidden">{t('messages:ui.conversationWith', { name })}: </span>
          {thread.other.url ? <a href={thread.other.url}>{name}</a> : name}
        </h2>
        <PartyMenu
          conversationId={thread.id}
          accountId={thread.other.accountId}
          name={name}
          blocked={blocked}
          onBlocked={props.onBlocked}
          t={t}
          lang={lang}
        />
      </header>
      {thread.project && (
        <p className="msgr-project">
          <span className="muted">{t('messages:ui.project')}:</span>{' '}
          <a href={thread.project.url}>{thread.project.title}</a>
        </p>
      )}
      <div
        className="msgr-history"
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={t('messages:ui.history')}
        aria-busy={loadingOlder || undefined}
      >
        {thread.hasOlder ? (
          <button
            type="button"
            className="btn btn-link msgr-older"
            disabled={loadingOlder}
            onClick={() => {
              const el = scroller.current;
              if (el) fromBottom.current = el.scrollHeight - el.scrollTop;
              props.onOlder();
            }}
          >
            {loadingOlder ? t('messages:ui.loadingOlder') : t('messages:ui.older')}
          </button>
        ) : (
          <p className="msgr-start muted">{t('messages:ui.start')}</p>
        )}
        <ol className="msgr-messages" role="list">
          {thread.messages.map((m, i, all) => {
            const mine = m.fromAccountId === me;
            const d = dayOf(m.createdAt, lang);
            const newDay = i === 0 || d !== dayOf(all[i - 1]!.createdAt, lang);
            return (
              <Fragment key={m.id}>
                {newDay && (
                  <li className="msgr-day">
                    <span>{d}</span>
                  </li>
                )}
                <li className={mine ? 'msgr-msg mine' : 'msgr-msg'} data-message-id={m.id}>
                  <span className="visually-hidden">{mine ? t('messages:ui.fromMe') : name}: </span>
                  {m.project && (
                    <a className="msgr-msg-project" href={m.project.url}>
                      {t('messages:ui.aboutProject', { title: m.project.title })}
                    </a>
                  )}
                  {m.quoteRequest && (
                    // A specialist's response carries the request: to its author the link is the
                    // request in My requests, to the specialist the one in Requests.
                    <a
                      className="msgr-msg-project"
                      href={`${mine ? '/account/requests' : '/account/my-requests'}#q${m.quoteRequest.id}`}
                    >
                      {t('messages:ui.aboutQuote', { service: m.quoteRequest.service.name })}
                    </a>
                  )}
                  {m.content && (
                    <span className="msgr-msg-text">
                      <MessageText text={m.content} />
                    </span>
                  )}
                  <MessageAttachments
                    items={m.attachments}
                    from={mine ? t('messages:ui.fromMe') : name}
                    t={t}
                    lang={lang}
                  />
                  <time className="msgr-msg-time" dateTime={m.createdAt}>
                    {timeOf(m.createdAt)}
                  </time>
                </li>
              </Fragment>
            );
          })}
        </ol>
      </div>
      {blocked ? (
        <p className="msgr-blocked">{t('messages:ui.blockedNote', { name })}</p>
      ) : (
        <Composer
          key={thread.id}
          draftKey={props.draftKey}
          onSend={props.onSend}
          t={t}
          lang={lang}
        />
      )}
    </section>
  );
}
