// Change password (/account/change-password): current, new (must differ), confirmation. The other
// sessions of the account end on the server; this one stays.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ChangePasswordInput } from '@/lib/auth/auth.schema';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { applyFieldErrors, callApi } from '@/islands/common/api';
import { errorText } from '@/islands/common/Fields';
import { FormError, SubmitButton, type SubmitState } from '@/islands/common/FormParts';
import { PasswordField } from '@/islands/common/PasswordField';
import { lazyZodResolver } from '@/islands/common/lazyResolver';
import './auth.css';

export default function ChangePasswordForm({ i18n }: { i18n: IslandI18n }) {
  const t = useIslandT(i18n);
  // The schema (and zod) on first use: decision 020.
  const [{ resolver, prefetch }] = useState(() =>
    lazyZodResolver<ChangePasswordInput>(() =>
      import('@/lib/auth/auth.schema').then((m) => m.ChangePasswordSchema),
    ),
  );
  const [state, setState] = useState<SubmitState>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setState('submitting');
    setFormError(null);
    const result = await callApi('/api/user/change-password', { body: values });
    if (result.ok) {
      setState('done');
      return;
    }
    setState('idle');
    if (applyFieldErrors(setError, result, ['currentPassword', 'newPassword', 'confirmPassword']))
      return;
    setFormError(result.message ?? t('errors:generic'));
  });

  return (
    <form
      method="post"
      className="card auth-card"
      onSubmit={onSubmit}
      onFocus={prefetch}
      onPointerDown={prefetch}
      noValidate
    >
      <h1>{t('auth:change.title')}</h1>
      <FormError message={formError} />
      {state === 'done' && (
        <p className="form-status" role="status">
          {t('auth:change.doneText')}
        </p>
      )}
      <PasswordField
        t={t}
        label={t('auth:change.current')}
        autoComplete="current-password"
        {...register('currentPassword')}
        error={errorText(t, errors.currentPassword)}
      />
      <PasswordField
        t={t}
        label={t('auth:change.new')}
        hint={t('auth:register.passwordHint')}
        autoComplete="new-password"
        {...register('newPassword')}
        error={errorText(t, errors.newPassword)}
      />
      <PasswordField
        t={t}
        label={t('auth:change.confirm')}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={errorText(t, errors.confirmPassword)}
      />
      <SubmitButton
        state={state}
        labels={{
          idle: t('auth:change.submit'),
          submitting: t('auth:change.submitting'),
          done: t('auth:change.done'),
        }}
      />
    </form>
  );
}
