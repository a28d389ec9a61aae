// /account/messages (docs/product.md §2): the conversation list and the open conversation. The page
// renders the first data (the list and the conversation of ?c=), so nothing waits for a request.
// On a phone it shows the list OR the open conversation (with a back link); from 900 px both side
// by side. Opening a conversation marks it read. The live stream (islands/messages/messages-live.ts) adds
// new messages to the open conversation and moves the list; after an interruption it asks for a
// resync and both are fetched again.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/lib/ui/notify';
import { pureIsland } from '@/islands/pure';
import { callApi } from '@/islands/common/api';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { subscribeMessages } from './messages-live';
import { ConversationList, conversationHref } from './ConversationList';
import { ConversationView } from './ConversationView';
import { draftKey } from './drafts';
import {
  listWithMessage,
  mergeList,
  threadFrom,
  withMessage,
  withNewest,
  withOlder,
  todayInTashkent,
  type Thread,
} from './thread';
import {
  LIST_PAGE_SIZE,
  THREAD_PAGE_SIZE,
  type ConversationDetail,
  type ConversationList as ListAnswer,
  type MessageItem,
  type SendAnswer,
} from '@/lib/messages/api-shapes';
import './messages.css';

export type MessengerProps = {
  me: number;
  list: ListAnswer;
  open: ConversationDetail | null;
  i18n: IslandI18n;
};

const LIST = '/api/messages/conversations';
const threadUrl = (id: number, page: number) =>
  `${LIST}/${id}?PageNumber=${page}&PageSize=${THREAD_PAGE_SIZE}`;
const visible = () => document.visibilityState === 'visible';

/** ?c=<id> of the address, or null. */
function openIdOfUrl(): number | null {
  const c = Number(new URLSearchParams(window.location.search).get('c'));
  return Number.isInteger(c) && c > 0 ? c : null;
}

export default function Messenger({ me, list, open, i18n }: MessengerProps) {
  const t = useIslandT(i18n);
  const lang = i18n.lang;
  const [items, setItems] = useState(list.items);
  const [listTotal, setListTotal] = useState(list.metaData.totalCount);
  const [listPages, setListPages] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [openId, setOpenId] = useState<number | null>(open?.id ?? null);
  const [thread, setThread] = useState<Thread | null>(open ? threadFrom(open) : null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [blocked, setBlocked] = useState<ReadonlySet<number>>(new Set());
  const [announce, setAnnounce] = useState('');
  // The live handler is subscribed once; it reads the current state through refs.
  // Updated once a render is committed (a render React drops must not reach them).
  const now = useRef({ openId, thread, items });
  useLayoutEffect(() => {
    now.current = { openId, thread, items };
  });

  const failure = useCallback(
    (r: { status: number; message: string | null }) =>
      r.message ?? (r.status === 0 ? t('messages:ui.errors.network') : t('errors:generic')),
    [t],
  );

  const markRead = useCallback(
    async (id: number) => {
      setItems((list) => list.map((i) => (i.id === id ? { ...i, unreadCount: 0 } : i)));
      await callApi(`${LIST}/${id}/read`, { method: 'POST', lang });
    },
    [lang],
  );

  const reloadList = useCallback(async () => {
    const r = await callApi<ListAnswer>(`${LIST}?PageNumber=1&PageSize=${LIST_PAGE_SIZE}`, {
      lang,
    });
    if (!r.ok) return;
    setItems((shown) => mergeList(shown, r.data.items));
    setListTotal(r.data.metaData.totalCount);
  }, [lang]);

  /** Shows conversation `id` (fetching it unless it is the one shown), and marks it read. */
  const show = useCallback(
    async (id: number | null) => {
      setOpenId(id);
      if (id === null) return;
      const current = now.current.thread;
      if (current?.id !== id) {
        setThread(null);
        const r = await callApi<ConversationDetail>(threadUrl(id, 1), { lang });
        if (now.current.openId !== id) return; // another one was chosen meanwhile
        if (!r.ok) {
          toast.error(failure(r));
          setOpenId(null);
          history.replaceState(null, '', '/account/messages');
          return;
        }
        setThread(threadFrom(r.data));
      }
      if (visible()) void markRead(id);
    },
    [lang, markRead, failure],
  );

  function openConversation(id: number) {
    if (id === openId) return;
    history.pushState({ c: id }, '', conversationHref(id));
    void show(id);
  }

  function backToList() {
    // Back in history when the list is where we came from, so the browser's Back agrees.
    if ((history.state as { c?: number } | null)?.c === openId) history.back();
    else {
      history.pushState(null, '', '/account/messages');
      setOpenId(null);
    }
  }

  // The server-rendered conversation is read now that it is on screen.
  useEffect(() => {
    if (open && visible()) void markRead(open.id);
    const onPop = () => void show(openIdOfUrl());
    // A conversation that got messages while the tab was hidden is read when it is shown again.
    const onVisible = () => {
      const id = now.current.openId;
      if (!visible() || id === null) return;
      if (now.current.items.find((i) => i.id === id)?.unreadCount) void markRead(id);
    };
    window.addEventListener('popstate', onPop);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [open, markRead, show]);

  /** A message sent here, in another tab, or received. */
  const receive = useCallback(
    (message: MessageItem) => {
      const { openId: current, items: shown } = now.current;
      const reading = message.conversationId === current && visible();
      setThread((th) => (th && th.id === message.conversationId ? withMessage(th, message) : th));
      setItems((list) => listWithMessage(list, message, me, reading) ?? list);
      if (!shown.some((i) => i.id === message.conversationId)) void reloadList();
      if (message.fromAccountId !== me) {
        if (reading) void markRead(message.conversationId);
        const from = shown.find((i) => i.id === message.conversationId)?.other.fullName;
        setAnnounce(t('messages:ui.newMessage', { name: from || t('messages:ui.someone') }));
      }
    },
    [me, markRead, reloadList, t],
  );

  useEffect(
    () =>
      subscribeMessages((event) => {
        if (event.type === 'message') receive(event.message);
        else if (event.type === 'unread') void reloadList();
        else {
          void reloadList();
          const id = now.current.openId;
          if (id !== null)
            void callApi<ConversationDetail>(threadUrl(id, 1), { lang }).then((r) => {
              if (r.ok) setThread((th) => (th && th.id === id ? withNewest(th, r.data) : th));
            });
        }
      }),
    [receive, reloadList, lang],
  );

  async function loadOlder() {
    const th = now.current.thread;
    if (!th || !th.hasOlder || loadingOlder) return;
    setLoadingOlder(true);
    const r = await callApi<ConversationDetail>(threadUrl(th.id, th.pages + 1), { lang });
    setLoadingOlder(false);
    if (!r.ok) {
      toast.error(failure(r));
      return;
    }
    setThread((cur) => (cur && cur.id === th.id ? withOlder(cur, r.data) : cur));
  }

  async function loadMoreConversations() {
    setLoadingMore(true);
    const r = await callApi<ListAnswer>(
      `${LIST}?PageNumber=${listPages + 1}&PageSize=${LIST_PAGE_SIZE}`,
      { lang },
    );
    setLoadingMore(false);
    if (!r.ok) {
      toast.error(failure(r));
      return;
    }
    setItems((shown) => mergeList(r.data.items, shown).sort(byLatest));
    setListPages((n) => n + 1);
    setListTotal(r.data.metaData.totalCount);
  }

  async function send(text: string, attachmentIds: number[]): Promise<string | null> {
    const th = now.current.thread;
    if (!th) return null;
    const r = await callApi<SendAnswer>('/api/messages', {
      body: {
        toAccountId: th.other.accountId,
        content: text,
        ...(attachmentIds.length > 0 ? { attachmentIds } : {}),
      },
      lang,
    });
    if (r.ok) {
      receive(r.data.message);
      return null;
    }
    if (r.status === 401) window.location.reload();
    const field = r.fields.content ?? r.fields.attachmentIds;
    if (field) return field;
    const message =
      r.status === 429
        ? (r.message ?? t('messages:ui.errors.tooMany'))
        : r.status === 0
          ? t('messages:ui.errors.network')
          : (r.message ?? t('messages:ui.errors.sendFailed'));
    toast.error(message);
    return message;
  }

  function setPartyBlocked(accountId: number, isBlocked: boolean) {
    setBlocked((set) => {
      const next = new Set(set);
      if (isBlocked) next.add(accountId);
      else next.delete(accountId);
      return next;
    });
    // Hidden from the list while blocked (as the server hides it); back when unblocked.
    if (isBlocked) setItems((list) => list.filter((i) => i.other.accountId !== accountId));
    else void reloadList();
  }

  const empty = items.length === 0 && openId === null;
  return (
    <div className="msgr" data-view={openId === null ? 'list' : 'conversation'}>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      {empty ? (
        <div className="msgr-empty card">
          <h2>{t('messages:ui.empty')}</h2>
          <p>{t('messages:ui.emptyText')}</p>
          <p className="msgr-empty-links">
            <a className="btn" href="/professionals/agents/quruvchi-mutaxassislar-xizmati">
              {t('messages:ui.findSpecialists')}
            </a>
            <a className="btn btn-outline" href="/agencies">
              {t('messages:ui.findCompanies')}
            </a>
          </p>
        </div>
      ) : (
        <>
          <nav className="msgr-list" aria-label={t('messages:ui.conversations')}>
            <ConversationList
              items={items}
              openId={openId}
              more={listTotal > items.length}
              loadingMore={loadingMore}
              onOpen={openConversation}
              onMore={() => void loadMoreConversations()}
              t={t}
              lang={lang}
            />
          </nav>
          <div className="msgr-pane">
            {thread && thread.id === openId ? (
              <ConversationView
                thread={thread}
                me={me}
                blocked={blocked.has(thread.other.accountId)}
                loadingOlder={loadingOlder}
                onOlder={() => void loadOlder()}
                onBack={backToList}
                onBlocked={(b) => setPartyBlocked(thread.other.accountId, b)}
                draftKey={draftKey(me, thread.id)}
                onSend={send}
                t={t}
                lang={lang}
              />
            ) : openId !== null ? (
              <p className="msgr-choose muted" aria-busy="true">
                {t('messages:ui.loading')}
              </p>
            ) : (
              <p className="msgr-choose muted">{t('messages:ui.choose')}</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}

const byLatest = (
  a: { lastMessage: { createdAt: string } },
  b: { lastMessage: { createdAt: string } },
) => b.lastMessage.createdAt.localeCompare(a.lastMessage.createdAt);

// Its server HTML depends on its props and on the day alone (the list's times: whenOf), so it is
// kept per props and day (docs/performance.md#island-html-memo).
pureIsland(Messenger, todayInTashkent);
