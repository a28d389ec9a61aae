// Sign-up, step two (/account/register/confirm): the code sent to the number or address. Without a
// username in the address (a bookmarked or shared link) the page asks for it first.
import { useState } from 'react';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { parseUsername } from '@/lib/validation/fields';
import { formatPhone } from '@/lib/validation/phone';
import { callApi } from '@/islands/common/api';
import CodeStep from './CodeStep';
import { InputField } from '@/islands/common/Fields';
import { useHydrated } from '@/islands/common/FormParts';
import './auth.css';

export default function ConfirmCodeForm({
  i18n,
  username: initial,
  wait,
}: {
  i18n: IslandI18n;
  username: string;
  wait: number;
}) {
  const t = useIslandT(i18n);
  const [username, setUsername] = useState(initial);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [exists, setExists] = useState(false);
  const hydrated = useHydrated();

  if (!username) {
    return (
      <form
        method="post"
        className="card auth-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const u = parseUsername(typed);
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
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="btn" disabled={!hydrated}>
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
