// Sign-up (spec: email or phone, password, full name, account type, offer consent linking to
// /terms-and-conditions, then the code). A company gives its TIN and name here: its record is made
// when the code is confirmed, and "company already registered" must be said before a code is sent.
// The form posts to its own page before this island has loaded (or without JavaScript), which
// registers the same way (`posted`: its errors and the typed values, never the passwords). The
// company's fields show by CSS while "Company" is ticked, so that works without JavaScript too.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_TYPES, RegisterSchema, type RegisterInput } from '@/lib/auth/auth.schema';
import { LIMITS } from '@/lib/validation/fields.mini';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { applyFieldErrors, callApi } from '@/islands/common/api';
import { CheckboxField, errorText, FieldMessages, InputField } from '@/islands/common/Fields';
import { FormError, SubmitButton, usePosted, type SubmitState } from '@/islands/common/FormParts';
import type { FormState } from '@/lib/http/form-state';
import { PasswordField } from '@/islands/common/PasswordField';
import './auth.css';

const FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'fullName',
  'accountType',
  'consent',
  'tin',
  'companyName',
] as const;

export default function RegisterForm({
  i18n,
  posted,
}: {
  i18n: IslandI18n;
  posted?: FormState | null;
}) {
  const t = useIslandT(i18n);
  const start = usePosted(posted);
  const typed = start.values;
  const [state, setState] = useState<SubmitState>('idle');
  const [formError, setFormError] = useState<string | null>(start.message);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: zodResolver(RegisterSchema),
    // accountType is left out: react-hook-form then reads the ticked radio from the page, which keeps
    // a choice made before hydration (it keeps edited text inputs and checkboxes by itself).
    defaultValues: {
      username: typed.username ?? '',
      password: '',
      confirmPassword: '',
      fullName: typed.fullName ?? '',
      consent: typed.consent === 'on',
      tin: typed.tin ?? '',
      companyName: typed.companyName ?? '',
    },
    errors: start.errors,
  });
  const checkedType = ACCOUNT_TYPES.includes(typed.accountType as never)
    ? typed.accountType
    : 'User';

  const onSubmit = handleSubmit(async (values) => {
    setState('submitting');
    setFormError(null);
    const result = await callApi<{ username: string }>('/api/user/register', { body: values });
    if (result.ok) {
      setState('done');
      window.location.assign(
        `/account/register/confirm?username=${encodeURIComponent(result.data.username)}`,
      );
      return;
    }
    setState('idle');
    if (applyFieldErrors(setError, result, FIELDS)) return;
    setFormError(result.message ?? t('errors:generic'));
  });

  const typeError = errorText(t, errors.accountType);
  const consentError = errorText(t, errors.consent);
  return (
    <form method="post" className="card auth-card" onSubmit={onSubmit} noValidate>
      <h1>{t('auth:register.title')}</h1>
      <p className="muted">{t('auth:register.intro')}</p>
      <FormError message={formError} />
      <InputField
        label={t('auth:register.username')}
        hint={t('auth:register.usernameHint')}
        type="text"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        defaultValue={typed.username}
        {...register('username')}
        error={errorText(t, errors.username)}
      />
      <InputField
        label={t('auth:register.fullName')}
        type="text"
        autoComplete="name"
        maxLength={LIMITS.short}
        defaultValue={typed.fullName}
        {...register('fullName')}
        error={errorText(t, errors.fullName)}
      />
      <PasswordField
        t={t}
        label={t('auth:register.password')}
        hint={t('auth:register.passwordHint')}
        autoComplete="new-password"
        {...register('password')}
        error={errorText(t, errors.password)}
      />
      <PasswordField
        t={t}
        label={t('auth:register.confirmPassword')}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={errorText(t, errors.confirmPassword)}
      />
      <fieldset
        className="account-types"
        aria-describedby={typeError ? 'account-type-error' : undefined}
      >
        <legend>{t('auth:register.accountType')}</legend>
        {ACCOUNT_TYPES.map((type) => (
          <label className="checkbox" key={type}>
            <input
              type="radio"
              value={type}
              defaultChecked={type === checkedType}
              {...register('accountType')}
            />{' '}
            {t(`auth:register.types.${type}`)}
          </label>
        ))}
        <FieldMessages id="account-type" error={typeError} />
      </fieldset>
      <div className="company-fields">
        <InputField
          label={t('auth:register.tin')}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          defaultValue={typed.tin}
          {...register('tin')}
          error={errorText(t, errors.tin)}
        />
        <InputField
          label={t('auth:register.companyName')}
          type="text"
          autoComplete="organization"
          maxLength={LIMITS.short}
          defaultValue={typed.companyName}
          {...register('companyName')}
          error={errorText(t, errors.companyName)}
        />
      </div>
      <CheckboxField
        id="consent"
        label={
          <>
            {t('auth:register.consentBefore')}
            <a href="/terms-and-conditions" target="_blank" rel="noopener">
              {t('auth:register.consentLink')}
            </a>
            {t('auth:register.consentAfter')}
          </>
        }
        error={consentError}
        defaultChecked={typed.consent === 'on'}
        {...register('consent')}
      />
      <SubmitButton
        native
        state={state}
        labels={{
          idle: t('auth:register.submit'),
          submitting: t('auth:register.submitting'),
          done: t('auth:register.done'),
        }}
      />
      <p className="auth-alt">
        {t('auth:register.haveAccount')} <a href="/account/login">{t('auth:register.signIn')}</a>
      </p>
    </form>
  );
}
