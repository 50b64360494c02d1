import { useSyncExternalStore } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '@tavola/domain/limits';

const desktopQuery = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

export function isDesktop(): boolean {
  return window.matchMedia(desktopQuery).matches;
}

function subscribe(onChange: () => void) {
  const list = window.matchMedia(desktopQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True at 768 px and wider: side cart after adding, chips without the category sheet. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => false);
}
