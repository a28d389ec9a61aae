// The reply box of an open conversation: 1–1000 characters with a counter and a Send button that is
// always there, and photos or PDFs to attach (AttachmentPicker.tsx; with one, the text may be empty). On a desktop Enter sends and Shift+Enter starts a new line; on a phone (a coarse
// pointer or a narrow screen) Enter is a new line, as phone keyboards expect. The text stays in the
// box when sending fails, and is kept per conversation in the tab until it is sent (drafts.ts): it
// comes back after leaving the conversation or the page. Read after mounting, so the server's
// empty box hydrates unchanged.
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CONTENT_MAX } from '@/lib/messages/api-shapes';
import type { Lang } from '@/lib/i18n/languages';
import { AttachmentPicker, useAttachmentPicker } from './AttachmentPicker';
import { loadDraft, storeDraft } from './drafts';
import './write-message.css';

/** Whether Enter sends: a desktop's keyboard and pointer. */
const enterSends = () => window.matchMedia('(min-width: 900px) and (pointer: fine)').matches;

type Props = {
  /** where this conversation's unsent text is kept (draftKey) */
  draftKey: string;
  /** sends; resolves to an error to show under the box, or null when sent */
  onSend: (text: string, attachmentIds: number[]) => Promise<string | null>;
  t: TFunction;
  lang: Lang;
};

export function Composer({ draftKey, onSend, t, lang }: Props) {
  const id = useId();
  const picker = useAttachmentPicker(t, lang);
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setTextOnly] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Known only in the browser; the hint is only said where it is true.
  const [desktop, setDesktop] = useState(false);
  useEffect(() => setDesktop(enterSends()), []);
  useEffect(() => {
    const draft = loadDraft(draftKey);
    if (draft) setTextOnly(draft);
  }, [draftKey]);
  /** What is in the box is the draft. */
  function setText(value: string) {
    setTextOnly(value);
    storeDraft(draftKey, value);
  }
  // The box grows with its text (CSS `field-sizing: content`, where the browser has it), set here
  // rather than in messages.css: the W3C checker's CSS grammar has no such property yet and would
  // reject the page's stylesheet (tests/e2e/html-valid.spec.ts). The box is only typed in once
  // this island has hydrated.
  useEffect(() => area.current?.style.setProperty('field-sizing', 'content'), []);

  const count = text.trim().length;

  async function send(e?: FormEvent) {
    e?.preventDefault();
    if (busy) return;
    if (picker.busy) {
      picker.setError(t('messages:ui.errors.uploading'));
      return;
    }
    const ids = picker.ids();
    const problem =
      count === 0 && ids.length === 0
        ? t('messages:ui.errors.empty')
        : count > CONTENT_MAX
          ? t('messages:ui.errors.tooLong', { max: CONTENT_MAX })
          : null;
    setError(problem);
    if (problem) {
      area.current?.focus();
      return;
    }
    setBusy(true);
    const failure = await onSend(text, ids);
    setBusy(false);
    if (failure === null) {
      setText('');
      picker.clear();
    }
    setError(failure);
    area.current?.focus();
  }

  const describedBy = [`${id}-count`, desktop ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form className="msgr-composer" onSubmit={send} noValidate>
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {t('messages:ui.label')}
      </label>
      <textarea
        id={`${id}-text`}
        ref={area}
        className="input"
        rows={2}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
          if (!enterSends()) return;
          e.preventDefault();
          void send();
        }}
      />
      <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('messages:ui.sending') : t('messages:ui.send')}
      </button>
      <p className="msgr-composer-meta">
        <span id={`${id}-count`} className={count > CONTENT_MAX ? 'wm-over' : undefined}>
          {t('messages:ui.chars', { count, max: CONTENT_MAX })}
        </span>
        {desktop && <span id={`${id}-hint`}>{t('messages:ui.hintDesktop')}</span>}
      </p>
      {error && (
        <p className="field-error msgr-composer-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <AttachmentPicker
        picker={picker}
        inputId={`${id}-files`}
        errorId={`${id}-files-error`}
        t={t}
        lang={lang}
      />
      {picker.error && (
        <p className="field-error msgr-composer-error" id={`${id}-files-error`} role="alert">
          {picker.error}
        </p>
      )}
    </form>
  );
}
