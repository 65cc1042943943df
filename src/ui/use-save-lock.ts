/** Modal save buttons stay disabled for 1 s after a submit (spec 01 §4, §9). */
import { useCallback, useEffect, useRef, useState } from 'react';

export const SAVE_LOCK_MS = 1000;

/** [locked, lock]: `lock()` disables the button for `ms`. */
export function useSaveLock(ms = SAVE_LOCK_MS): readonly [boolean, () => void] {
  const [locked, setLocked] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const lock = useCallback(() => {
    setLocked(true);
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setLocked(false);
    }, ms);
  }, [ms]);

  return [locked, lock] as const;
}
