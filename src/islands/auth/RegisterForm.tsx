// Sign-up (spec: email or phone, password, full name, account type, offer consent linking to
// /terms-and-conditions, then the code). A company gives its TIN and name here: its record is made
// when the code is confirmed, and "company already registered" must be said before a code is sent.
// The form posts to its own page before this island has loaded (or without JavaScript), which
// registers the same way (`posted`: its errors and the typed values, never the passwords). The
// company's fields show by CSS while "Company" is ticked, so that works without JavaScript too.
import { ACCOUNT_TYPES } from '@/lib/auth/account-types';
import { LIMITS } from '@/lib/validation/limits';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { callApi } from '@/islands/common/api';
import { CheckboxField, FieldMessages, InputField } from '@/islands/common/Fields';
import { FormError, SubmitButton } from '@/islands/common/FormParts';
import { PasswordField } from '@/islands/common/PasswordField';
import { useSchemaForm } from '@/islands/common/useSchemaForm';
import type { FormState } from '@/lib/http/form-state';
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
  const typed = posted?.values ?? {};
  const form = useSchemaForm(() => import('@/lib/auth/auth.schema').then((m) => m.RegisterSchema), {
    checkboxes: ['consent'],
    posted,
    blurChecks: ['confirmPassword'],
  });
  const checkedType = ACCOUNT_TYPES.includes(typed.accountType as never)
    ? typed.accountType
    : 'User';

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await callApi<{ username: string }>('/api/user/register', { body: values });
    if (result.ok) {
      form.done();
      window.location.assign(
        `/account/register/confirm?username=${encodeURIComponent(result.data.username)}`,
      );
      return;
    }
    form.fail(result, FIELDS, t('errors:generic'));
  });

  const typeError = form.errorOf(t, 'accountType');
  const consentError = form.errorOf(t, 'consent');
  return (
    <form {...form.formProps(onSubmit)} className="card auth-card">
      <h1>{t('auth:register.title')}</h1>
      <p className="muted">{t('auth:register.intro')}</p>
      <FormError message={form.formError} />
      <InputField
        label={t('auth:register.username')}
        hint={t('auth:register.usernameHint')}
        type="text"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        defaultValue={typed.username}
        name="username"
        error={form.errorOf(t, 'username')}
      />
      <InputField
        label={t('auth:register.fullName')}
        type="text"
        autoComplete="name"
        maxLength={LIMITS.short}
        defaultValue={typed.fullName}
        name="fullName"
        error={form.errorOf(t, 'fullName')}
      />
      <PasswordField
        t={t}
        label={t('auth:register.password')}
        hint={t('auth:register.passwordHint')}
        autoComplete="new-password"
        name="password"
        error={form.errorOf(t, 'password')}
      />
      <PasswordField
        t={t}
        label={t('auth:register.confirmPassword')}
        autoComplete="new-password"
        name="confirmPassword"
        error={form.errorOf(t, 'confirmPassword')}
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
              name="accountType"
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
          name="tin"
          error={form.errorOf(t, 'tin')}
        />
        <InputField
          label={t('auth:register.companyName')}
          type="text"
          autoComplete="organization"
          maxLength={LIMITS.short}
          defaultValue={typed.companyName}
          name="companyName"
          error={form.errorOf(t, 'companyName')}
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
        name="consent"
      />
      <SubmitButton
        native
        state={form.status}
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
