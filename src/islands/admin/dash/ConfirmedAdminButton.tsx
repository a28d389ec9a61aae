// One confirmed admin action as a button (delete a review on a project page, close a report): asks,
// calls the API, then reloads the page so the server-rendered page shows the new state (the
// change itself is the confirmation: the review is gone, the report reads closed).
import { useState } from 'react';
import ConfirmDialog from '@/islands/common/ConfirmDialog';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { useAdminCall } from './useAdminCall';

type Props = {
  i18n: IslandI18n;
  path: string;
  method: 'DELETE' | 'PATCH';
  body?: unknown;
  /** adminDash keys: the button (also the dialog's title and OK) and the question */
  label: string;
  question: string;
  danger?: boolean;
};

export default function ConfirmedAdminButton(props: Props) {
  const t = useIslandT(props.i18n);
  const { busy, run } = useAdminCall(t, props.i18n.lang);
  const [open, setOpen] = useState(false);

  async function confirm() {
    const r = await run(props.path, {
      method: props.method,
      ...(props.body !== undefined ? { body: props.body } : {}),
    });
    if (!r) return;
    setOpen(false);
    window.location.reload();
  }

  return (
    <>
      <button
        type="button"
        className={props.danger ? 'btn btn-danger btn-small' : 'btn btn-outline btn-small'}
        disabled={busy}
        onClick={() => setOpen(true)}
      >
        {t(`adminDash:${props.label}`)}
      </button>
      <ConfirmDialog
        open={open}
        title={t(`adminDash:${props.label}`)}
        text={t(`adminDash:${props.question}`)}
        ok={t(`adminDash:${props.label}`)}
        cancel={t('common:cancel')}
        busy={busy}
        error={null}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
