// /admin/create-user: a verified account that can sign in at once (POST /api/admin/users). The
// password is typed or generated here; a generated one is shown once, after the account is made,
// for the admin to hand over. A taken phone or e-mail shows "user already registered" beside it.
// The endpoint's schema checks the form first (useSchemaForm, loaded on first use: decision 014).
import { useState } from 'react';
import { applyFieldErrors, callApi } from '@/islands/common/api';
import { InputField, SelectField } from '@/islands/common/Fields';
import { useSchemaForm } from '@/islands/common/useSchemaForm';
import { ROLES } from '@/lib/accounts/roles';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { notifyError } from '@/lib/ui/notify';
import './admin-users.css';

const FIELDS = ['username', 'password', 'fullName', 'role', 'tin', 'companyName'] as const;

/** 12 characters from an unambiguous alphabet, with an upper-case letter and a digit guaranteed. */
export function generatePassword(): string {
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = upper + lower + digits;
  const bytes = crypto.getRandomValues(new Uint32Array(12));
  const pick = (set: string, i: number) => set[bytes[i]! % set.length]!;
  const chars = [
    pick(upper, 0),
    pick(digits, 1),
    ...Array.from({ length: 10 }, (_, i) => pick(all, i + 2)),
  ];
  return chars.join('');
}

export default function CreateUser({ i18n }: { i18n: IslandI18n }) {
  const t = useIslandT(i18n);
  const form = useSchemaForm(
    () => import('@/lib/admin/users/users.schema').then((m) => m.CreateUserSchema),
    { watch: { role: 'User' } },
  );
  const [generated, setGenerated] = useState(false);
  const [created, setCreated] = useState<{
    id: number;
    fullName: string;
    username: string;
    password: string | null;
  } | null>(null);
  const role = form.values.role;
  const err = (k: (typeof FIELDS)[number]) => form.errorOf(t, k);

  // The company's fields are on the form only while "Agency" is chosen.
  const onSubmit = form.handleSubmit(async (body) => {
    const r = await callApi<{ id: number; fullName: string }>('/api/admin/users', {
      body,
      lang: i18n.lang,
    });
    if (!r.ok) {
      if (!applyFieldErrors(form.setError, r, FIELDS)) notifyError(t, r.message ?? undefined);
      return;
    }
    setCreated({
      id: r.data.id,
      fullName: r.data.fullName,
      username: body.username,
      password: generated ? body.password : null,
    });
    setGenerated(false);
    form.reset();
  });

  return (
    <div className="admin-users">
      {created && (
        <div className="card au-created" role="status">
          <p>{t('adminUsers:create.created', { name: created.fullName })}</p>
          <p>
            {t('adminUsers:create.username')}: <strong>{created.username}</strong>
          </p>
          {created.password && (
            <p>
              {t('adminUsers:create.generatedOnce')}:{' '}
              <code data-testid="generated-password">{created.password}</code>
            </p>
          )}
          <button type="button" className="btn btn-secondary" onClick={() => setCreated(null)}>
            {t('adminUsers:create.another')}
          </button>
        </div>
      )}
      {!created && (
        <form {...form.formProps(onSubmit)} className="au-create">
          <InputField
            label={t('adminUsers:create.username')}
            hint={t('adminUsers:create.usernameHint')}
            autoComplete="off"
            error={err('username')}
            name="username"
          />
          <InputField
            label={t('adminUsers:create.fullName')}
            error={err('fullName')}
            name="fullName"
          />
          <SelectField
            label={t('adminUsers:role')}
            options={ROLES.map((r) => ({ value: r, label: t(`adminUsers:roles.${r}`) }))}
            defaultValue="User"
            error={err('role')}
            name="role"
          />
          {role === 'Agency' && (
            <>
              <InputField
                label={t('adminUsers:create.tin')}
                inputMode="numeric"
                error={err('tin')}
                name="tin"
              />
              <InputField
                label={t('adminUsers:create.companyName')}
                error={err('companyName')}
                name="companyName"
              />
            </>
          )}
          <InputField
            label={t('adminUsers:create.password')}
            type={generated ? 'text' : 'password'}
            autoComplete="new-password"
            hint={t('adminUsers:create.passwordHint')}
            error={err('password')}
            name="password"
            onChange={() => setGenerated(false)}
          />
          <div className="au-row">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                form.setValue('password', generatePassword());
                setGenerated(true);
              }}
            >
              {t('adminUsers:create.generate')}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={form.status === 'submitting'}
            >
              {form.status === 'submitting'
                ? t('adminUsers:working')
                : t('adminUsers:create.submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
