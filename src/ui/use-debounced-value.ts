/** Text filter inputs apply 1000 ms after the last keystroke (spec 01 §5). */
import { useEffect, useState } from 'react';

export const FILTER_DEBOUNCE_MS = 1000;

export function useDebouncedValue<T>(value: T, ms = FILTER_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
