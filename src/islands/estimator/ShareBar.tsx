// Copy the result's link or share it in Telegram. The link carries every input in its query string,
// so whoever opens it sees the same estimate, rendered by the server. The Telegram link is a plain
// link (works before hydration). The outcome is said in a status line rather than a toast: sonner
// would add ~10 KB to a page that must stay within the 80 KB island budget (quality-bars.md).
import type { TFunction } from 'i18next';
import { useState } from 'react';

export function ShareBar({ t, shareUrl, text }: { t: TFunction; shareUrl: string; text: string }) {
  const [status, setStatus] = useState('');
  const telegram = `https://t.me/share/url?url=${encodeURIComponent(shareUrl)}&text=${encodeURIComponent(text)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setStatus(t('toasts:linkCopied'));
    } catch {
      setStatus(t('estimator:share.copyFailed', { url: shareUrl }));
    }
  };
  return (
    <div className="est-share-bar">
      <button type="button" className="btn btn-outline btn-small" onClick={() => void copy()}>{t('estimator:share.copy')}</button>
      <a className="btn btn-outline btn-small" href={telegram} target="_blank" rel="noopener noreferrer">{t('estimator:share.telegram')}</a>
      <p className="est-small" role="status">{status}</p>
    </div>
  );
}
