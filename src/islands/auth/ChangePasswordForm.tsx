// Change password (/account/change-password): current, new (must differ), confirmation. The other
// sessions of the account end on the server; this one stays.
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { callApi } from '@/islands/common/api';
import { FormError, SubmitButton } from '@/islands/common/FormParts';
import { PasswordField } from '@/islands/common/PasswordField';
import { useSchemaForm } from '@/islands/common/useSchemaForm';
import { pureIsland } from '@/islands/pure';
import './auth.css';

export default function ChangePasswordForm({ i18n }: { i18n: IslandI18n }) {
  const t = useIslandT(i18n);
  // The schema (and zod) on first use: docs/performance.md#lcp-and-script-budgets.
  const form = useSchemaForm(() =>
    import('@/lib/auth/auth.schema').then((m) => m.ChangePasswordSchema),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await callApi('/api/user/change-password', { body: values });
    if (result.ok) return form.done();
    form.fail(result, ['currentPassword', 'newPassword', 'confirmPassword'], t('errors:generic'));
  });

  return (
    <form {...form.formProps(onSubmit)} onPointerDown={form.prefetch} className="card auth-card">
      <h1>{t('auth:change.title')}</h1>
      <FormError message={form.formError} />
      {form.status === 'done' && (
        <p className="form-status" role="status">
          {t('auth:change.doneText')}
        </p>
      )}
      <PasswordField
        t={t}
        label={t('auth:change.current')}
        autoComplete="current-password"
        name="currentPassword"
        error={form.errorOf(t, 'currentPassword')}
      />
      <PasswordField
        t={t}
        label={t('auth:change.new')}
        hint={t('auth:register.passwordHint')}
        autoComplete="new-password"
        name="newPassword"
        error={form.errorOf(t, 'newPassword')}
      />
      <PasswordField
        t={t}
        label={t('auth:change.confirm')}
        autoComplete="new-password"
        name="confirmPassword"
        error={form.errorOf(t, 'confirmPassword')}
      />
      <SubmitButton
        state={form.status}
        labels={{
          idle: t('auth:change.submit'),
          submitting: t('auth:change.submitting'),
          done: t('auth:change.done'),
        }}
      />
    </form>
  );
}

// Its server HTML depends on its texts alone: kept per language (docs/performance.md#island-html-memo).
pureIsland(ChangePasswordForm);
