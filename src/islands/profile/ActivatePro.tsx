// The specialist cabinet's button (spec: PRO is activated in the specialist cabinet). The page has
// already checked the profile; the server checks again and names anything missing.
import { useState } from 'react';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { formatDate } from '@/lib/i18n/format';
import { callApi } from '@/islands/common/api';
import { FormError } from '@/islands/common/FormParts';
import { pureIsland } from '@/islands/pure';

export default function ActivatePro({ i18n, disabled }: { i18n: IslandI18n; disabled: boolean }) {
  const t = useIslandT(i18n);
  const [state, setState] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [until, setUntil] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const activate = async () => {
    setState('submitting');
    setError(null);
    const result = await callApi<{ isPro: true; proUntil: string | null }>('/api/accounts/me/pro', {
      method: 'POST',
    });
    if (result.ok) {
      setState('done');
      setUntil(result.data.proUntil);
      return;
    }
    setState('idle');
    const missing = Object.values(result.fields).join(', ');
    setError([result.message ?? t('errors:generic'), missing].filter(Boolean).join(': '));
  };

  return (
    <div>
      <FormError message={error} />
      {state === 'done' ? (
        <div role="status">
          <p>
            <strong>✓ {t('profile:cabinet.activated')}</strong>
            {until &&
              ` — ${t('profile:cabinet.alreadyPro', { date: formatDate(new Date(until), i18n.lang) })}`}
          </p>
          <a className="btn" href="/project/create">
            {t('profile:cabinet.addProject')}
          </a>
        </div>
      ) : (
        <button
          type="button"
          className="btn"
          onClick={activate}
          disabled={disabled || state !== 'idle'}
          aria-busy={state === 'submitting' || undefined}
        >
          {state === 'submitting' ? t('profile:cabinet.activating') : t('profile:cabinet.activate')}
        </button>
      )}
    </div>
  );
}

// Its server HTML depends on its props alone: kept per props (src/islands/pure.ts).
pureIsland(ActivatePro);
