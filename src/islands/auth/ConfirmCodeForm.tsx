// Sign-up, step two (/account/register/confirm): the code sent to the number or address. Without a
// username in the address (a bookmarked or shared link) the page asks for it first (a GET form, so
// that works without JavaScript too). The code form posts to the page before hydration
// (docs/decisions/014); `posted` and `notice` are what that post left.
import { useState } from 'react';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { formatPhone } from '@/lib/validation/phone';
import { callApi } from '@/islands/common/api';
import CodeStep from './CodeStep';
import { InputField } from '@/islands/common/Fields';
import type { FormState } from '@/lib/http/form-state';
import './auth.css';

export default function ConfirmCodeForm({
  i18n,
  username: initial,
  wait,
  posted,
  notice,
}: {
  i18n: IslandI18n;
  username: string;
  wait: number;
  posted?: FormState | null;
  notice?: string | null;
}) {
  const t = useIslandT(i18n);
  const [username, setUsername] = useState(initial);
  const [typedError, setTypedError] = useState<string | null>(null);
  const [exists, setExists] = useState(posted?.code === 'user_exists');

  if (!username) {
    return (
      <form
        method="get"
        className="card auth-card"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const { parseUsername } = await import('@/lib/validation/fields.mini');
          // read from the form: it may have been typed before the island hydrated
          const u = parseUsername(String(new FormData(form).get('username') ?? ''));
          if (u) setUsername(u.value);
          else setTypedError(t('validation:username'));
        }}
      >
        <h1>{t('auth:confirm.title')}</h1>
        <p>{t('auth:confirm.sentToUnknown')}</p>
        <InputField
          id="confirm-username"
          label={t('auth:confirm.username')}
          error={typedError ?? undefined}
          type="text"
          autoComplete="username"
          name="username"
          defaultValue=""
        />
        <button type="submit" className="btn">
          {t('common:next')}
        </button>
      </form>
    );
  }

  const shown = username.includes('@') ? username : formatPhone(username);
  return (
    <div className="card auth-card">
      <h1>{t('auth:confirm.title')}</h1>
      <p>
        {t('auth:confirm.sentTo', { username: shown })}{' '}
        <a href="/account/register">{t('auth:confirm.changeUsername')}</a>
      </p>
      {exists ? (
        <div className="form-error" role="alert">
          <p>{t('auth:confirm.userExists')}</p>
          <p>
            <a href="/account/login">{t('auth:register.signIn')}</a> ·{' '}
            <a href="/account/forgot-password">{t('auth:login.forgot')}</a>
          </p>
        </div>
      ) : (
        <CodeStep
          t={t}
          wait={wait}
          hidden={{ username }}
          posted={posted ?? null}
          notice={notice ?? null}
          labels={{
            code: t('auth:confirm.code'),
            hint: t('auth:confirm.codeHint'),
            submit: t('auth:confirm.submit'),
            submitting: t('auth:confirm.submitting'),
            done: t('auth:confirm.done'),
          }}
          onSubmit={(code) => callApi('/api/user/register/confirm', { body: { username, code } })}
          onDone={() => window.location.assign('/account/register/finish')}
          onResend={() => callApi('/api/user/register/resend', { body: { username } })}
          onError={(r) => {
            if (r.code !== 'user_exists') return false;
            setExists(true);
            return true;
          }}
        />
      )}
    </div>
  );
}
