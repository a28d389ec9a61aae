// The submit button of docs/product.md §4: create → submitting → created (and save → saving → saved).
// The label changes in place and is announced; the button is disabled while the request runs and
// while photos are still uploading (the reason is given beside it).
import type { TFunction } from 'i18next';
import type { SubmitState } from '@/islands/common/schema-form-core';

type Props = {
  t: TFunction;
  mode: 'create' | 'edit';
  phase: SubmitState;
  waitingForUploads: boolean;
};

const LABELS = {
  create: {
    idle: 'projectForm:submit.create',
    submitting: 'projectForm:submit.creating',
    done: 'projectForm:submit.created',
  },
  edit: {
    idle: 'projectForm:submit.save',
    submitting: 'projectForm:submit.saving',
    done: 'projectForm:submit.saved',
  },
} as const;

export default function SubmitButton({ t, mode, phase, waitingForUploads }: Props) {
  const disabled =
    phase === 'submitting' || waitingForUploads || (mode === 'create' && phase === 'done');
  return (
    <div className="pf-submit">
      <button
        type="submit"
        className="btn"
        disabled={disabled}
        aria-busy={phase === 'submitting' || undefined}
        aria-describedby={waitingForUploads ? 'pf-submit-wait' : undefined}
      >
        {phase === 'submitting' && <span className="pf-spinner" aria-hidden="true" />}
        <span aria-live="polite">{t(LABELS[mode][phase])}</span>
      </button>
      {waitingForUploads && (
        <p className="field-hint" id="pf-submit-wait">
          {t('projectForm:images.waitUploads')}
        </p>
      )}
    </div>
  );
}
