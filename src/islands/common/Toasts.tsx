// The toast host (docs/product.md §9: top-right, 5000 ms, at most 20, swipe to dismiss). Mount it
// in every component whose island toasts: <Toasts client:idle i18n={...} />. Several components of
// one page may each mount it (the agent page's enrollment button and its "Write a message"), so
// only the first one to hydrate hosts the Toaster: two hosts would show every toast twice.
// A server redirect can ask for a toast with ?toast=<kind>; it is shown once and removed from the
// address bar.
import { useEffect, useRef, useState } from 'react';
import { isToastKind, loadSonner, notify, setToastHost } from '@/lib/ui/notify';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { pureIsland } from '@/islands/pure';

type ToasterType = typeof import('sonner').Toaster;

// Module state is shared by every island of the page (one module instance per page).
let hosted = false;

export default function Toasts({ i18n }: { i18n: IslandI18n }) {
  const t = useIslandT(i18n);
  const [host, setHost] = useState(false);
  // sonner's Toaster, fetched with the page's first toast (notify.ts): most visits show none.
  const [Toaster, setToaster] = useState<ToasterType | null>(null);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (hosted) return;
    hosted = true;
    setHost(true);
    return () => {
      hosted = false;
    };
  }, []);
  useEffect(() => {
    if (!host) return;
    let mounted: Promise<void> | null = null;
    setToastHost(
      () =>
        (mounted ??= loadSonner().then(
          (m) =>
            new Promise<void>((resolve) => {
              waiting.current.push(resolve);
              setToaster(() => m.Toaster);
            }),
        )),
    );
    return () => setToastHost(null);
  }, [host]);
  // The Toaster has mounted and listens (its effects run before this one): show what waited.
  useEffect(() => {
    if (Toaster) for (const resolve of waiting.current.splice(0)) resolve();
  }, [Toaster]);
  useEffect(() => {
    if (!host) return;
    const url = new URL(window.location.href);
    const kind = url.searchParams.get('toast');
    if (isToastKind(kind)) {
      notify(kind, t);
      url.searchParams.delete('toast');
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    }
  }, [host, t]);
  if (!host || !Toaster) return null;
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

// Its server HTML depends on its props alone: kept per props (src/islands/pure.ts).
pureIsland(Toasts);
