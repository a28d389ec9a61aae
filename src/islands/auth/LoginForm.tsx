// Sign-in (spec: phone number and password, remember me, forgot-password and sign-up links).
// The API answers the token as text or the spec's error texts, which are shown translated. The form
// posts to its own page before this island has loaded (or without JavaScript): the page signs in the
// same way and renders the errors and the typed username back (`posted`).
import { LOGIN_TEXT_KEYS } from '@/lib/auth/login-texts';
import type { FormState } from '@/lib/http/form-state';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { callApi } from '@/islands/common/api';
import { InputField } from '@/islands/common/Fields';
import { FormError, SubmitButton } from '@/islands/common/FormParts';
import { PasswordField } from '@/islands/common/PasswordField';
import { useSchemaForm } from '@/islands/common/useSchemaForm';
import './auth.css';

type Props = { i18n: IslandI18n; next: string; posted?: FormState | null };

export default function LoginForm({ i18n, next, posted }: Props) {
  const t = useIslandT(i18n);
  const typed = posted?.values ?? {};
  const form = useSchemaForm(() => import('@/lib/auth/auth.schema').then((m) => m.LoginSchema), {
    checkboxes: ['rememberMe'],
    posted,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await callApi('/api/user/login', { body: values });
    if (result.ok) {
      form.done();
      window.location.assign(next);
      return;
    }
    const spec = LOGIN_TEXT_KEYS[result.text.trim()];
    if (spec?.field)
      return form.setError(
        spec.field,
        { type: 'server', message: t(spec.key) },
        { shouldFocus: true },
      );
    if (spec) return form.setFormError(t(spec.key));
    form.fail(result, ['username', 'password'], t('errors:generic')); // 429 and others: the server's message
  });

  return (
    <form {...form.formProps(onSubmit)} className="card auth-card">
      <h1>{t('auth:login.title')}</h1>
      <FormError message={form.formError} />
      <InputField
        label={t('auth:login.username')}
        hint={t('auth:login.usernameHint')}
        type="text"
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        defaultValue={typed.username}
        error={form.errorOf(t, 'username')}
      />
      <PasswordField
        t={t}
        label={t('auth:login.password')}
        name="password"
        autoComplete="current-password"
        error={form.errorOf(t, 'password')}
      />
      <div className="auth-links-row">
        <label className="checkbox">
          <input type="checkbox" name="rememberMe" defaultChecked={typed.rememberMe === 'on'} />{' '}
          {t('auth:login.rememberMe')}
        </label>
        <a href="/account/forgot-password">{t('auth:login.forgot')}</a>
      </div>
      <SubmitButton
        native
        state={form.status}
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
