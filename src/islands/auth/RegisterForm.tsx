// Sign-up (spec: email or phone, password, full name, account type, offer consent linking to
// /terms-and-conditions, then the code). A company gives its TIN and name here: its record is made
// when the code is confirmed, and "company already registered" must be said before a code is sent.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_TYPES, RegisterSchema, type RegisterInput } from '@/lib/auth/auth.schema';
import { LIMITS } from '@/lib/validation/fields';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { applyFieldErrors, callApi } from '@/islands/common/api';
import { CheckboxField, errorText, FieldMessages, InputField } from '@/islands/common/Fields';
import { FormError, SubmitButton, type SubmitState } from '@/islands/common/FormParts';
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

export default function RegisterForm({ i18n }: { i18n: IslandI18n }) {
  const t = useIslandT(i18n);
  const [state, setState] = useState<SubmitState>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      fullName: '',
      accountType: 'User',
      consent: false,
      tin: '',
      companyName: '',
    },
  });
  const isCompany = watch('accountType') === 'Agency';

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
        {...register('username')}
        error={errorText(t, errors.username)}
      />
      <InputField
        label={t('auth:register.fullName')}
        type="text"
        autoComplete="name"
        maxLength={LIMITS.short}
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
            <input type="radio" value={type} {...register('accountType')} />{' '}
            {t(`auth:register.types.${type}`)}
          </label>
        ))}
        <FieldMessages id="account-type" error={typeError} />
      </fieldset>
      {isCompany && (
        <>
          <InputField
            label={t('auth:register.tin')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            {...register('tin')}
            error={errorText(t, errors.tin)}
          />
          <InputField
            label={t('auth:register.companyName')}
            type="text"
            autoComplete="organization"
            maxLength={LIMITS.short}
            {...register('companyName')}
            error={errorText(t, errors.companyName)}
          />
        </>
      )}
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
        {...register('consent')}
      />
      <SubmitButton
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
