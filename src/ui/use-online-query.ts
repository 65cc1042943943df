/**
 * A read the mirror cannot answer (counts, a stand's vehicles), made only
 * while online. Offline it reports 'offline' and the screen shows '—'; it
 * runs again when `key` changes or the network comes back.
 */
import { useEffect, useRef, useState } from 'react';

export type OnlineQuery<T> =
  { status: 'offline' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

interface Settled<T> {
  key: string;
  result: { status: 'error' } | { status: 'ready'; data: T };
}

/** `key` null = nothing to ask yet. `onError` runs once per failed request (a toast). */
export function useOnlineQuery<T>(
  key: string | null,
  online: boolean,
  fetcher: () => Promise<T>,
  onError?: () => void,
): OnlineQuery<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latest = useRef({ fetcher, onError });

  useEffect(() => {
    latest.current = { fetcher, onError };
  });

  useEffect(() => {
    if (!online || key === null) return;
    let cancelled = false;
    latest.current
      .fetcher()
      .then((data) => {
        if (!cancelled) setSettled({ key, result: { status: 'ready', data } });
      })
      .catch(() => {
        if (cancelled) return;
        setSettled({ key, result: { status: 'error' } });
        latest.current.onError?.();
      });
    return () => {
      cancelled = true;
    };
  }, [key, online]);

  if (!online) return { status: 'offline' };
  if (key === null || settled?.key !== key) return { status: 'loading' };
  return settled.result;
}
