import { useEffect } from 'react';

/** A result page opens at its top, wherever the previous screen (a long checkout) was scrolled. */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
}
