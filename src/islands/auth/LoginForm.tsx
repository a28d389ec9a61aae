// Sign-in (spec: phone number and password, remember me, forgot-password and sign-up links).
// The API answers the token as text or the spec's error texts, which are shown translated. The form
// posts to its own page before this island has loaded (or without JavaScript): the page signs in the
// same way and renders the errors and the typed username back (`posted`).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type LoginInput } from '@/lib/auth/auth.schema';
import { LOGIN_TEXT_KEYS } from '@/lib/auth/login-texts';
import type { FormState } from '@/lib/http/form-state';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { applyFieldErrors, callApi } from '@/islands/common/api';
import { errorText, InputField } from '@/islands/common/Fields';
import { FormError, SubmitButton, usePosted, type SubmitState } from '@/islands/common/FormParts';
import { PasswordField } from '@/islands/common/PasswordField';
import './auth.css';

type Props = { i18n: IslandI18n; next: string; posted?: FormState | null };

export default function LoginForm({ i18n, next, posted }: Props) {
  const t = useIslandT(i18n);
  const start = usePosted(posted);
  const [state, setState] = useState<SubmitState>('idle');
  const [formError, setFormError] = useState<string | null>(start.message);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    // What was typed before hydration stays: react-hook-form keeps an input edited before it was
    // ready; the inputs' defaultValue below is what the server rendered.
    defaultValues: {
      username: start.values.username ?? '',
      password: '',
      rememberMe: start.values.rememberMe === 'on',
    },
    errors: start.errors,
  });

  const onSubmit = handleSubmit(async (values) => {
    setState('submitting');
    setFormError(null);
    const result = await callApi('/api/user/login', { body: values });
    if (result.ok) {
      setState('done');
      window.location.assign(next);
      return;
    }
    setState('idle');
    const spec = LOGIN_TEXT_KEYS[result.text.trim()];
    if (spec?.field) return setError(spec.field, { type: 'server', message: t(spec.key) });
    if (spec) return setFormError(t(spec.key));
    if (applyFieldErrors(setError, result, ['username', 'password'])) return;
    setFormError(result.message ?? t('errors:generic')); // 429 and others: the server's message
  });

  return (
    <form method="post" className="card auth-card" onSubmit={onSubmit} noValidate>
      <h1>{t('auth:login.title')}</h1>
      <FormError message={formError} />
      <InputField
        label={t('auth:login.username')}
        hint={t('auth:login.usernameHint')}
        type="text"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        defaultValue={start.values.username}
        {...register('username')}
        error={errorText(t, errors.username)}
      />
      <PasswordField
        t={t}
        label={t('auth:login.password')}
        autoComplete="current-password"
        {...register('password')}
        error={errorText(t, errors.password)}
      />
      <div className="auth-links-row">
        <label className="checkbox">
          <input
            type="checkbox"
            defaultChecked={start.values.rememberMe === 'on'}
            {...register('rememberMe')}
          />{' '}
          {t('auth:login.rememberMe')}
        </label>
        <a href="/account/forgot-password">{t('auth:login.forgot')}</a>
      </div>
      <SubmitButton
        native
        state={state}
        labels={{
          idle: t('auth:login.submit'),
          submitting: t('auth:login.submitting'),
          done: t('auth:login.done'),
        }}
      />
      <p className="auth-alt">
        {t('auth:login.noAccount')} <a href="/account/register">{t('auth:login.signUp')}</a>
      </p>
    </form>
  );
}
