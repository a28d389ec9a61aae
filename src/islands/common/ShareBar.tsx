// Copy a result's link, share it in Telegram and (optionally) print: the calculator and the AI
// estimator. The Telegram link is a plain link, so it works before hydration; copying needs the
// clipboard API (a failure shows the link to copy by hand). The outcome is said in a status line
// rather than a toast: a toast library would cost ~10 KB of the 80 KB island budget (docs/quality.md).
import type { TFunction } from 'i18next';
import { useState } from 'react';

/** Translation keys of the bar's texts; `copyFailed` takes {{url}}. No `print` → no print button. */
export type ShareKeys = {
  copy: string;
  copied: string;
  copyFailed: string;
  telegram: string;
  print?: string;
};

export function ShareBar({
  t,
  shareUrl,
  text,
  keys,
  className,
  statusClassName,
}: {
  t: TFunction;
  shareUrl: string;
  text: string;
  keys: ShareKeys;
  className: string;
  statusClassName: string;
}) {
  const [status, setStatus] = useState('');
  const telegram = `https://t.me/share/url?url=${encodeURIComponent(shareUrl)}&text=${encodeURIComponent(text)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setStatus(t(keys.copied));
    } catch {
      setStatus(t(keys.copyFailed, { url: shareUrl }));
    }
  };
  return (
    <div className={className}>
      <button type="button" className="btn btn-outline btn-small" onClick={() => void copy()}>
        {t(keys.copy)}
      </button>
      <a
        className="btn btn-outline btn-small"
        href={telegram}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t(keys.telegram)}
      </a>
      {keys.print && (
        <button type="button" className="btn btn-outline btn-small" onClick={() => window.print()}>
          {t(keys.print)}
        </button>
      )}
      <p className={statusClassName} role="status">
        {status}
      </p>
    </div>
  );
}
