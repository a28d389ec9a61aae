// The resend countdown (spec: resend allowed after a countdown in seconds). It ticks once a second
// on the page; screen readers hear the change only when it reaches zero, not every second.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(initialSeconds: number) {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [until]);
  const restart = useCallback((seconds: number) => setUntil(Date.now() + seconds * 1000), []);
  return { left, restart };
}
