// The landing page of the e-mail link (/account/register/verify?token=…): confirms only when the
// person presses the button (a same-origin POST), never on arrival — else a link on another site
// could sign a visitor into the sender's account. Then the finish page; a used or expired link says
// so and offers a new sign-up.
import { useCallback, useState } from 'react';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { callApi } from '@/islands/common/api';
import './auth.css';

export default function VerifyLink({ i18n, token }: { i18n: IslandI18n; token: string }) {
  const t = useIslandT(i18n);
  const [state, setState] = useState<'idle' | 'checking' | 'failed'>(token ? 'idle' : 'failed');
  const verify = useCallback(async () => {
    setState('checking');
    const r = await callApi('/api/user/register/verify', { body: { token } });
    if (r.ok) window.location.assign('/account/register/finish');
    else setState('failed');
  }, [token]);

  return (
    <div className="card auth-card" aria-live="polite">
      <h1>{t('auth:verify.title')}</h1>
      {state === 'failed' ? (
        <>
          <p className="form-error" role="alert">
            {t('auth:verify.failed')}
          </p>
          <div className="form-actions">
            {token && (
              <button type="button" className="btn btn-outline" onClick={verify}>
                {t('auth:verify.retry')}
              </button>
            )}
            <a className="btn" href="/account/register">
              {t('auth:verify.registerAgain')}
            </a>
          </div>
        </>
      ) : state === 'checking' ? (
        <p>{t('auth:verify.checking')}</p>
      ) : (
        <>
          <p>{t('auth:verify.prompt')}</p>
          <button type="button" className="btn" onClick={verify}>
            {t('auth:verify.confirm')}
          </button>
        </>
      )}
    </div>
  );
}
