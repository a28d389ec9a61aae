// The one confirmation dialog of the islands (delete a project, block or report in the messages,
// the enrollment actions): a native <dialog> opened with showModal(), so focus is trapped, Escape
// cancels and the page behind is inert without any library. Cancel has the focus first: the safe
// choice is the default one. While busy neither Escape nor the buttons do anything.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './confirm-dialog.css';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  /** the confirming (danger) button's label; the caller swaps it for its "busy" text */
  ok: string;
  cancel: string;
  busy: boolean;
  /** the server's translated message, shown above the buttons */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** extra fields between the text and the buttons (the report's reason) */
  children?: ReactNode;
};

export default function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, busy, error, onCancel, onConfirm } = props;
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
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p id={`${id}-text`}>{props.text}</p>
      {props.children}
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
          disabled={busy}
          onClick={onCancel}
        >
          {props.cancel}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onConfirm}
        >
          {props.ok}
        </button>
      </div>
    </dialog>
  );
}
