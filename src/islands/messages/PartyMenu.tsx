// The open conversation's menu: report it (an optional reason) and block or unblock the other
// party, each after a confirmation (the shared ConfirmDialog). The server's translated message
// shows in the dialog when it fails; a toast says when it worked.
import type { TFunction } from 'i18next';
import { useId, useRef, useState } from 'react';
import { toast } from '@/lib/ui/notify';
import { callApi } from '@/islands/common/api';
import ConfirmDialog from '@/islands/common/ConfirmDialog';
import type { Lang } from '@/lib/i18n/languages';

const REASON_MAX = 500; // REPORT_REASON_MAX of messages.schema.ts

type Ask = 'block' | 'report' | null;

type Props = {
  conversationId: number;
  accountId: number;
  name: string;
  blocked: boolean;
  onBlocked: (blocked: boolean) => void;
  t: TFunction;
  lang: Lang;
};

export function PartyMenu({ conversationId, accountId, name, blocked, onBlocked, t, lang }: Props) {
  const id = useId();
  const menu = useRef<HTMLDetailsElement>(null);
  const [ask, setAsk] = useState<Ask>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const choose = (what: Exclude<Ask, null>) => {
    menu.current?.removeAttribute('open');
    setError(null);
    setAsk(what);
  };
  const failed = (r: { status: number; message: string | null }) =>
    r.message ?? (r.status === 0 ? t('messages:ui.errors.network') : t('errors:generic'));

  async function unblock() {
    menu.current?.removeAttribute('open');
    setBusy(true);
    const r = await callApi(`/api/messages/blocks/${accountId}`, { method: 'DELETE', lang });
    setBusy(false);
    if (!r.ok) {
      toast.error(failed(r));
      return;
    }
    onBlocked(false);
    toast.success(t('messages:ui.unblocked', { name }));
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    const r =
      ask === 'block'
        ? await callApi('/api/messages/blocks', { body: { accountId }, lang })
        : await callApi(`/api/messages/conversations/${conversationId}/report`, {
            body: reason.trim() ? { reason } : {},
            lang,
          });
    setBusy(false);
    if (!r.ok) {
      setError(r.fields.reason ?? failed(r));
      return;
    }
    setAsk(null);
    if (ask === 'block') {
      onBlocked(true);
      toast.success(t('messages:ui.blocked', { name }));
    } else {
      setReason('');
      toast.success(t('messages:ui.reported'));
    }
  }

  return (
    <>
      <details className="dropdown msgr-menu" ref={menu}>
        <summary aria-label={t('messages:ui.actions')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path
              fill="currentColor"
              d="M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4m0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4m0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4"
            />
          </svg>
        </summary>
        <ul className="dropdown-menu" role="list">
          {!blocked && (
            <li>
              <button type="button" className="menu-button" onClick={() => choose('report')}>
                {t('messages:ui.report')}
              </button>
            </li>
          )}
          <li>
            {blocked ? (
              <button
                type="button"
                className="menu-button"
                disabled={busy}
                onClick={() => void unblock()}
              >
                {t('messages:ui.unblock')}
              </button>
            ) : (
              <button type="button" className="menu-button" onClick={() => choose('block')}>
                {t('messages:ui.block')}
              </button>
            )}
          </li>
        </ul>
      </details>
      <ConfirmDialog
        open={ask === 'block'}
        title={t('messages:ui.blockTitle', { name })}
        text={t('messages:ui.blockText')}
        ok={t('messages:ui.block')}
        busy={busy}
        error={error}
        onCancel={() => setAsk(null)}
        onConfirm={() => void confirm()}
        cancel={t('messages:ui.cancel')}
      />
      <ConfirmDialog
        open={ask === 'report'}
        title={t('messages:ui.reportTitle')}
        text={t('messages:ui.reportText')}
        ok={t('messages:ui.report')}
        busy={busy}
        error={error}
        onCancel={() => setAsk(null)}
        onConfirm={() => void confirm()}
        cancel={t('messages:ui.cancel')}
      >
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('messages:ui.reason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            maxLength={REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
