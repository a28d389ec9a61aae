// Copy the link, share it in Telegram, print the result. The Telegram link is a plain link, so it
// works before hydration; copying needs the clipboard API (a failure shows the link to copy by hand).
import type { TFunction } from 'i18next';
import { useState } from 'react';

export function ShareBar({ t, shareUrl, title }: { t: TFunction; shareUrl: string; title: string }) {
  const [status, setStatus] = useState('');
  const telegram = `https://t.me/share/url?url=${encodeURIComponent(shareUrl)}&text=${encodeURIComponent(title)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setStatus(t('calculator:share.copied'));
    } catch {
      setStatus(t('calculator:share.copyFailed', { url: shareUrl }));
    }
  };
  return (
    <div className="calc-actions no-print">
      <button type="button" className="btn btn-outline btn-small" onClick={() => void copy()}>{t('calculator:share.copy')}</button>
      <a className="btn btn-outline btn-small" href={telegram} target="_blank" rel="noopener noreferrer">{t('calculator:share.telegram')}</a>
      <button type="button" className="btn btn-outline btn-small" onClick={() => window.print()}>{t('calculator:share.print')}</button>
      <p className="calc-status" role="status">{status}</p>
    </div>
  );
}
