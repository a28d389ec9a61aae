// The delete confirmation (docs/product.md §2): a native <dialog> opened with showModal(), so focus is
// trapped, Escape cancels and the page behind is inert without any library. Cancel has the focus
// first: the safe choice is the default one.
import { useEffect, useId, useRef } from 'react';
import type { TFunction } from 'i18next';
import './delete-dialog.css';

type Props = {
  t: TFunction;
  open: boolean;
  title: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

export default function DeleteProjectDialog({
  t,
  open,
  title,
  busy,
  error,
  onCancel,
  onConfirm,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="pf-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{t('projectForm:delete.title')}</h2>
      <p id={`${id}-text`}>{t('projectForm:delete.text', { title })}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="pf-dialog-actions">
        <button
          type="button"
          className="btn btn-outline"
          autoFocus
          onClick={onCancel}
          disabled={busy}
        >
          {t('projectForm:delete.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t('projectForm:delete.deleting') : t('projectForm:delete.confirm')}
        </button>
      </div>
    </dialog>
  );
}
