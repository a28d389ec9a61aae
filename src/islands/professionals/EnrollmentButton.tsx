// One button of the enrollments (docs/product.md §6: companies invite specialists, specialists ask to
// join): invite, join, accept, decline, withdraw, remove a worker or leave the company. It calls the
// API, optionally after a confirmation (the shared ConfirmDialog), shows the server's translated
// error, and on success reloads the page with ?toast=<kind> so the server renders the new state and
// the toast host says what happened.
// The page hands it its few texts already translated: many of these buttons share one page, and
// each would otherwise carry the namespaces in its props.
import { useEffect, useState } from 'react';
import { toast } from '@/lib/ui/notify';
import { callApi } from '@/islands/common/api';
import ConfirmDialog from '@/islands/common/ConfirmDialog';
import type { Lang } from '@/lib/i18n/languages';
import type { ToastKind } from '@/lib/ui/notify';
import { pureIsland } from '@/islands/pure';

export type EnrollmentButtonProps = {
  lang: Lang;
  method: 'POST' | 'DELETE';
  path: string;
  body?: Record<string, number>;
  label: string;
  /** the accessible name when the label alone is ambiguous in a list ("Accept" → whose request) */
  ariaLabel?: string;
  tone?: 'primary' | 'outline' | 'danger';
  small?: boolean;
  /** the success toast, shown after the reload */
  toast: ToastKind;
  /** ask first: the dialog's title, text and confirming button */
  confirm?: { title: string; text: string; ok: string };
  texts: { busy: string; cancel: string; generic: string; network: string };
};

/** The current address with ?toast=<kind>; a reload when that is the address already. */
function reloadWithToast(kind: ToastKind) {
  const url = new URL(window.location.href);
  url.searchParams.set('toast', kind);
  if (url.href === window.location.href) window.location.reload();
  else window.location.replace(url.href);
}

export default function EnrollmentButton(props: EnrollmentButtonProps) {
  const { confirm, texts, tone = 'primary' } = props;
  // Disabled in the server's HTML until React takes over: a tap before that would do nothing at
  // all, which on a slow phone reads as a broken button.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    const r = await callApi(props.path, {
      method: props.method,
      ...(props.body ? { body: props.body } : {}),
      lang: props.lang,
    });
    if (r.ok) {
      reloadWithToast(props.toast); // busy stays on: the page is being replaced
      return;
    }
    setBusy(false);
    const message = r.message ?? (r.status === 0 ? texts.network : texts.generic);
    if (confirm) setError(message);
    else toast.error(message);
  }

  const cls = `btn${tone === 'primary' ? '' : ` btn-${tone}`}${props.small ? ' btn-small' : ''}`;
  return (
    <>
      <button
        type="button"
        className={cls}
        aria-label={props.ariaLabel}
        disabled={!ready || busy}
        aria-busy={busy || undefined}
        onClick={() => {
          if (confirm) {
            setError(null);
            setAsking(true);
          } else void run();
        }}
      >
        {busy && !confirm ? texts.busy : props.label}
      </button>
      {confirm && (
        <ConfirmDialog
          open={asking}
          title={confirm.title}
          text={confirm.text}
          ok={busy ? texts.busy : confirm.ok}
          cancel={texts.cancel}
          busy={busy}
          error={error}
          onCancel={() => setAsking(false)}
          onConfirm={() => void run()}
        />
      )}
    </>
  );
}

// Its server HTML depends on its props alone: kept per props (src/islands/pure.ts).
pureIsland(EnrollmentButton);
