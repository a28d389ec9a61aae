// Copy a result's link, share it in Telegram and (optionally) print: the calculator and the AI
// estimator. The Telegram link is a plain link, so it works before hydration; copying needs the
// clipboard API. "Link copied" is a toast, as everywhere else; the toast host (sonner, ~10 KB) is
// fetched on the first copy, not with the island, which keeps the 80 KB island budget
// (docs/quality.md). A failure shows the link to copy by hand in the status line, where it stays.
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import type { IslandI18n } from '@/lib/i18n/client';
import { toast } from '@/lib/ui/notify';

const Toasts = lazy(() => import('./Toasts'));

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
  i18n,
  shareUrl,
  text,
  keys,
  className,
  statusClassName,
}: {
  t: TFunction;
  /** for the toast host */
  i18n: IslandI18n;
  shareUrl: string;
  text: string;
  keys: ShareKeys;
  className: string;
  statusClassName: string;
}) {
  const [status, setStatus] = useState('');
  const [toasts, setToasts] = useState(false);
  const telegram = `https://t.me/share/url?url=${encodeURIComponent(shareUrl)}&text=${encodeURIComponent(text)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
    } catch {
      setStatus(t(keys.copyFailed, { url: shareUrl }));
      return;
    }
    setStatus('');
    // Mount this island's toast host (fetched now); the toast waits for it (notify.ts).
    setToasts(true);
    toast.success(t(keys.copied));
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
      {toasts && (
        <Suspense fallback={null}>
          <Toasts i18n={i18n} />
        </Suspense>
      )}
    </div>
  );
}
