// Sign-in (spec: phone number and password, remember me, forgot-password and sign-up links).
// The API answers the token as text or the spec's error texts, which are shown translated.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type LoginInput } from '@/lib/auth/auth.schema';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { applyFieldErrors, callApi } from '@/islands/common/api';
import { errorText, InputField } from '@/islands/common/Fields';
import { FormError, SubmitButton, type SubmitState } from '@/islands/common/FormParts';
import { PasswordField } from '@/islands/common/PasswordField';
import './auth.css';

const SPEC_TEXTS: Record<string, string> = {
  'Username or password is incorrect': 'auth:login.incorrect',
  'Account is not verified': 'auth:login.notVerified',
  'Account is blocked': 'auth:login.blocked',
};

export default function LoginForm({ i18n, next }: { i18n: IslandI18n; next: string }) {
  const t = useIslandT(i18n);
  const [state, setState] = useState<SubmitState>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '', rememberMe: false },
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
    const spec = SPEC_TEXTS[result.text.trim()];
    if (spec) return setFormError(t(spec));
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
          <input type="checkbox" {...register('rememberMe')} /> {t('auth:login.rememberMe')}
        </label>
        <a href="/account/forgot-password">{t('auth:login.forgot')}</a>
      </div>
      <SubmitButton
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
