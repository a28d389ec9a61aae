// The parts of a form around its fields: the spec's submit button (create → submitting → created,
// never twice), the form-level error and a status line.
import { useEffect, useState } from 'react';
import type { SubmitState } from './schema-form-core';

/**
 * True once the island has hydrated. Until then a submit would be the browser's own: a form whose
 * page does not handle its post (src/lib/http/form-post.server.ts) keeps its button disabled for
 * the moment it takes; one whose page does (`native`) is usable at once (docs/decisions/014).
 */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}

/** docs/product.md §4: create → submitting/loading → created. Disabled while busy and once done. */
export function SubmitButton({
  state,
  labels,
  className,
  native = false,
}: {
  state: SubmitState;
  labels: { idle: string; submitting: string; done: string };
  className?: string;
  /** the page takes this form's plain post: never wait for hydration */
  native?: boolean;
}) {
  const ready = useHydrated() || native;
  return (
    <button
      type="submit"
      className={className ?? 'btn'}
      disabled={!ready || state !== 'idle'}
      aria-busy={state === 'submitting' || undefined}
    >
      {state === 'idle'
        ? labels.idle
        : state === 'submitting'
          ? labels.submitting
          : `✓ ${labels.done}`}
    </button>
  );
}

export function FormError({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive">
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

export function FormStatus({ message }: { message: string | null }) {
  return (
    <p className="form-status" aria-live="polite">
      {message}
    </p>
  );
}
