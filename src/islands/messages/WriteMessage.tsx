// "Write a message" on an agent's, an agency's and a project's page (docs/product.md §2): a button
// that opens a small form in place (no modal: the toasts stay visible above the page). 1–1000
// characters with a counter, checked here as on the server; what was typed stays after a failure.
// A visitor never gets here (the page renders a sign-in link back to `#write`); the form opens by
// itself when the address ends with #write, so the visitor lands on an open form after signing in.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/ui/notify';
import { callApi } from '@/islands/common/api';
import { TextareaField } from '@/islands/common/Fields';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { CONTENT_MAX, type SendAnswer } from '@/lib/messages/api-shapes';
import './write-message.css';
import { pureIsland } from '@/islands/pure';

export type WriteMessageProps = {
  toAccountId: number;
  /** the person or company written to */
  name: string;
  /** a project page's project, carried as the message's context */
  project?: { id: number; title: string } | undefined;
  i18n: IslandI18n;
};

export const WRITE_HASH = '#write';

export default function WriteMessage({ toAccountId, name, project, i18n }: WriteMessageProps) {
  const t = useIslandT(i18n);
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button when the form closes (not on the first render).
  const closedByUser = useRef(false);
  // Disabled in the server's HTML: a tap before hydration would do nothing.
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<number | null>(null);

  useEffect(() => {
    setReady(true);
    if (window.location.hash === WRITE_HASH) setOpen(true);
  }, []);
  useEffect(() => {
    if (open) area.current?.focus();
    else if (closedByUser.current) opener.current?.focus();
  }, [open]);
  const close = () => {
    closedByUser.current = true;
    setOpen(false);
  };

  const count = text.trim().length;
  const check = (): string | null =>
    count === 0
      ? t('messages:ui.errors.empty')
      : count > CONTENT_MAX
        ? t('messages:ui.errors.tooLong', { max: CONTENT_MAX })
        : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = check();
    setError(problem);
    if (problem) {
      area.current?.focus();
      return;
    }
    setBusy(true);
    const r = await callApi<SendAnswer>('/api/messages', {
      body: { toAccountId, content: text, ...(project ? { projectId: project.id } : {}) },
      lang: i18n.lang,
    });
    setBusy(false);
    if (r.ok) {
      setText('');
      close();
      setSentTo(r.data.conversationId);
      toast.success(t('messages:ui.sent'), {
        action: {
          label: t('messages:ui.openConversation'),
          onClick: () => window.location.assign(`/account/messages?c=${r.data.conversationId}`),
        },
      });
      return;
    }
    if (r.status === 401) {
      window.location.reload(); // the session ended: the page comes back with the sign-in link
      return;
    }
    if (r.status === 429) {
      toast.error(r.message ?? t('messages:ui.errors.tooMany'));
      return;
    }
    const field = r.fields.content;
    const message =
      field ??
      r.message ??
      (r.status === 0 ? t('messages:ui.errors.network') : t('messages:ui.errors.sendFailed'));
    setError(message);
    if (field) area.current?.focus();
    else toast.error(message);
  }

  return (
    <div className="wm">
      {!open && (
        <button
          ref={opener}
          type="button"
          className="btn"
          disabled={!ready}
          aria-expanded={false}
          aria-controls={`${id}-form`}
          onClick={() => {
            setSentTo(null);
            setOpen(true);
          }}
        >
          {t('messages:ui.write')}
        </button>
      )}
      {sentTo !== null && !open && (
        <p className="wm-sent" role="status">
          {t('messages:ui.sent')} ·{' '}
          <a href={`/account/messages?c=${sentTo}`}>{t('messages:ui.openConversation')}</a>
        </p>
      )}
      {open && (
        <form
          id={`${id}-form`}
          className="wm-form card"
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-title`}
        >
          <h2 id={`${id}-title`} className="wm-title">
            {t('messages:ui.writeTitle', { name })}
          </h2>
          {project && (
            <p className="wm-about muted">
              {t('messages:ui.aboutProject', { title: project.title })}
            </p>
          )}
          <TextareaField
            id={`${id}-text`}
            ref={area}
            label={t('messages:ui.label')}
            value={text}
            rows={4}
            error={error ?? undefined}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
            hint={
              <span className={count > CONTENT_MAX ? 'wm-over' : undefined}>
                {t('messages:ui.chars', { count, max: CONTENT_MAX })}
              </span>
            }
          />
          <div className="wm-actions">
            <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('messages:ui.sending') : t('messages:ui.send')}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => {
                close();
                setError(null);
              }}
            >
              {t('messages:ui.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

// Its server HTML depends on its props alone: kept per props (src/islands/pure.ts).
pureIsland(WriteMessage);
