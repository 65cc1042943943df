import { useEffect, useState } from 'react';

/** True while the window is scrolled more than `offsetPx` from the top. */
export function useScrolledPast(offsetPx: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offsetPx);

  useEffect(() => {
    const update = () => setPast(window.scrollY > offsetPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offsetPx]);

  return past;
}
