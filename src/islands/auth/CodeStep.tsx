// One step of a code flow: the 5-digit code field (numeric keyboard, one-time-code autofill) and
// the resend button that waits out the countdown. Used by sign-up confirmation and recovery.
// Before (or without) JavaScript both buttons post the form to the page (`intent=resend` for the
// resend one), which answers the same way (src/lib/http/form-post.server.ts); `hidden` carries
// what the page needs besides the code (the username, the step).
import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { ApiFailure, ApiResult } from '@/islands/common/api';
import { useCountdown } from './countdown';
import { InputField } from '@/islands/common/Fields';
import { useSchemaForm } from '@/islands/common/useSchemaForm';
import { FormError, FormStatus, SubmitButton } from '@/islands/common/FormParts';
import type { FormState } from '@/lib/http/form-state';

type Props = {
  t: TFunction;
  /** seconds left on the countdown when the step opens */
  wait: number;
  labels: { code: string; hint: string; submit: string; submitting: string; done: string };
  onSubmit: (code: string) => Promise<ApiResult<unknown>>;
  onDone: (result: ApiResult<unknown> & { ok: true }) => void;
  /** sends a new code; answers the new countdown */
  onResend: () => Promise<ApiResult<{ resendAfterSeconds: number }>>;
  /** an error the caller wants to show itself (e.g. user_exists with its links); return true if handled */
  onError?: (result: ApiFailure) => boolean;
  /** hidden fields of the plain form post */
  hidden?: Record<string, string>;
  /** what the page's own post of this step left: its errors */
  posted?: FormState | null;
  /** a status the page's post left ("a new code was sent") */
  notice?: string | null;
};

export default function CodeStep(props: Props) {
  const { t, wait, labels, onSubmit, onDone, onResend, onError, hidden = {} } = props;
  const [status, setStatus] = useState<string | null>(props.notice ?? null);
  const [resending, setResending] = useState(false);
  const { left, restart } = useCountdown(wait);
  const form = useSchemaForm(() => import('@/lib/auth/auth.schema').then((m) => m.CodeSchema), {
    posted: props.posted,
  });

  const submit = form.handleSubmit(async ({ code }) => {
    const result = await onSubmit(code);
    if (result.ok) {
      form.done();
      onDone(result);
      return;
    }
    if (onError?.(result)) return;
    form.fail(result, ['code'], t('errors:generic'));
  });

  const resend = async (e: { preventDefault(): void }) => {
    e.preventDefault(); // the island's own call; before hydration the button posts the form
    setResending(true);
    form.setFormError(null);
    const result = await onResend();
    setResending(false);
    if (result.ok) {
      restart(result.data.resendAfterSeconds);
      setStatus(t('auth:confirm.resent'));
    } else {
      if (result.retryAfter) restart(result.retryAfter); // 429: wait out what the server says
      form.setFormError(result.message ?? t('errors:generic'));
    }
  };

  return (
    <form {...form.formProps(submit)}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormError message={form.formError} />
      <InputField
        label={labels.code}
        hint={labels.hint}
        className="code-input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={5}
        name="code"
        error={form.errorOf(t, 'code')}
      />
      <SubmitButton
        native
        state={form.status}
        labels={{ idle: labels.submit, submitting: labels.submitting, done: labels.done }}
      />
      <div className="resend-row">
        {left > 0 ? (
          <p className="muted">{t('auth:confirm.resendIn', { seconds: left })}</p>
        ) : (
          <button
            type="submit"
            name="intent"
            value="resend"
            formNoValidate
            className="btn-link"
            onClick={resend}
            disabled={resending}
          >
            {t('auth:confirm.resend')}
          </button>
        )}
        <FormStatus message={status} />
      </div>
    </form>
  );
}
