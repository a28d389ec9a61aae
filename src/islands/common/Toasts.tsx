// The toast host (docs/product.md §9: top-right, 5000 ms, at most 20, swipe to dismiss). Mount once per
// page that has islands: <Toasts client:idle i18n={...} />. A server redirect can ask for a toast
// with ?toast=<kind>; it is shown once and removed from the address bar.
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { isToastKind, notify } from '@/lib/ui/notify';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';

export default function Toasts({ i18n }: { i18n: IslandI18n }) {
  const t = useIslandT(i18n);
  useEffect(() => {
    const url = new URL(window.location.href);
    const kind = url.searchParams.get('toast');
    if (isToastKind(kind)) {
      notify(kind, t);
      url.searchParams.delete('toast');
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    }
  }, [t]);
  return (
    <Toaster
      position="top-right"
      duration={5000}
      visibleToasts={20}
      swipeDirections={['right', 'left']}
      closeButton
    />
  );
}
