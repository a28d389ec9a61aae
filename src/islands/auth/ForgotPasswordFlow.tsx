// Password recovery (docs/product.md §4): request → 5-digit code with the resend countdown → new
// password (must differ from the previous one) → completion. One island, one step at a time; the
// heading of each step takes the focus so screen readers follow. Each step is a plain form too
// (`intent` names it), which the page answers before or without JavaScript
// (src/lib/pages/auth/recovery-forms.server.ts); `start` is where that left the flow.
import { useEffect, useRef, useState } from 'react';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { formatPhone } from '@/lib/validation/phone';
import { applyFieldErrors, callApi } from '@/islands/common/api';
import CodeStep from './CodeStep';
import { InputField } from '@/islands/common/Fields';
import { useSchemaForm } from '@/islands/common/useSchemaForm';
import { FormError, SubmitButton } from '@/islands/common/FormParts';
import type { RecoveryStep, RecoveryView } from '@/lib/auth/recovery-view';
import { PasswordField } from '@/islands/common/PasswordField';
import './auth.css';

type Step = RecoveryStep;

export default function ForgotPasswordFlow({
  i18n,
  start,
}: {
  i18n: IslandI18n;
  start?: RecoveryView | null;
}) {
  const t = useIslandT(i18n);
  // The code step shows its own errors (CodeStep); the others' come through `posted` here.
  const codePosted = start?.step === 'code' ? (start.posted ?? null) : null;
  const posted = start?.step === 'code' ? null : (start?.posted ?? null);
  const typed = posted?.values ?? {};
  const [step, setStep] = useState<Step>(start?.step ?? 'request');
  const [username, setUsername] = useState(start?.username ?? '');
  const [wait, setWait] = useState(start?.wait ?? 60);
  const [resetToken, setResetToken] = useState(start?.resetToken ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const req = useSchemaForm(() => import('@/lib/auth/auth.schema').then((m) => m.UsernameSchema), {
    posted: start?.step === 'request' ? posted : null,
  });
  const pw = useSchemaForm(
    () => import('@/lib/auth/auth.schema').then((m) => m.ResetPasswordSchema),
    {
      posted: start?.step === 'password' ? posted : null,
      blurChecks: ['confirmPassword'],
    },
  );

  const sendRequest = req.handleSubmit(async (values) => {
    const result = await callApi<{ resendAfterSeconds: number }>('/api/user/forgot-password', {
      body: values,
    });
    if (result.ok) {
      setUsername(values.username);
      setWait(result.data.resendAfterSeconds);
      setStep('code');
      return;
    }
    if (result.status === 429 && result.retryAfter && values.username) {
      // A code was sent a moment ago: go on to the code with the countdown the server gives.
      setUsername(values.username);
      setWait(result.retryAfter);
      setStep('code');
      return;
    }
    req.fail(result, ['username'], t('errors:generic'));
  });

  const savePassword = pw.handleSubmit(async (values) => {
    const result = await callApi('/api/user/reset-password', { body: values });
    if (result.ok) return setStep('done');
    if (applyFieldErrors(pw.setError, result, ['password', 'confirmPassword'])) return;
    const message = result.message ?? t('errors:generic');
    if (!result.fields.resetToken) return pw.setFormError(message);
    // The recovery expired: start again, the reason above the first step's form.
    setStep('request');
    req.setFormError(message);
  });

  const shown = username.includes('@') ? username : formatPhone(username);
  return (
    <div className="card auth-card">
      <h1 ref={heading} tabIndex={-1}>
        {step === 'done' ? t('auth:forgot.doneTitle') : t('auth:forgot.title')}
      </h1>
      {step === 'request' && (
        <form {...req.formProps(sendRequest)}>
          <input type="hidden" name="intent" value="request" />
          <p className="muted">{t('auth:forgot.intro')}</p>
          <FormError message={req.formError} />
          <InputField
            label={t('auth:forgot.username')}
            type="text"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            name="username"
            defaultValue={typed.username}
            error={req.errorOf(t, 'username')}
          />
          <SubmitButton
            native
            state={req.status}
            labels={{
              idle: t('auth:forgot.sendCode'),
              submitting: t('auth:forgot.sending'),
              done: t('auth:forgot.sent'),
            }}
          />
        </form>
      )}
      {step === 'code' && (
        <>
          <p>
            {t('auth:forgot.codeSent', { username: shown })}{' '}
            <a
              href="/account/forgot-password"
              onClick={(e) => {
                e.preventDefault();
                setStep('request');
              }}
            >
              {t('auth:forgot.otherUsername')}
            </a>
          </p>
          <CodeStep
            t={t}
            wait={wait}
            hidden={{ intent: 'code', username }}
            posted={codePosted}
            notice={start?.resent ? t('auth:confirm.resent') : null}
            labels={{
              code: t('auth:forgot.code'),
              hint: t('auth:confirm.codeHint'),
              submit: t('auth:forgot.checkCode'),
              submitting: t('auth:forgot.checking'),
              done: t('auth:forgot.checked'),
            }}
            onSubmit={(code) =>
              callApi<{ resetToken: string }>('/api/user/forgot-password/confirm', {
                body: { username, code },
              })
            }
            onDone={(r) => {
              setResetToken((r.data as { resetToken: string }).resetToken);
              setStep('password');
            }}
            onResend={() =>
              callApi<{ resendAfterSeconds: number }>('/api/user/forgot-password', {
                body: { username },
              })
            }
          />
        </>
      )}
      {step === 'password' && (
        <form {...pw.formProps(savePassword)}>
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="resetToken" value={resetToken} />
          <FormError message={pw.formError} />
          {/* the account name, for password managers to store the new password under */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={username}
            readOnly
            hidden
          />
          <PasswordField
            t={t}
            label={t('auth:forgot.newPassword')}
            hint={t('auth:register.passwordHint')}
            autoComplete="new-password"
            name="password"
            error={pw.errorOf(t, 'password')}
          />
          <PasswordField
            t={t}
            label={t('auth:forgot.confirmPassword')}
            autoComplete="new-password"
            name="confirmPassword"
            error={pw.errorOf(t, 'confirmPassword')}
          />
          <SubmitButton
            native
            state={pw.status}
            labels={{
              idle: t('auth:forgot.save'),
              submitting: t('auth:forgot.saving'),
              done: t('auth:forgot.saved'),
            }}
          />
        </form>
      )}
      {step === 'done' && (
        <>
          <p role="status">{t('auth:forgot.doneText')}</p>
          <a className="btn" href="/account/login">
            {t('auth:forgot.signIn')}
          </a>
        </>
      )}
    </div>
  );
}
