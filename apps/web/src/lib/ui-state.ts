import { useSyncExternalStore } from 'react';

/**
 * Page-wide UI state several features touch: which overlay is open (only one at a time, spec §2)
 * and whether the side cart is open (independent of overlays).
 */
export type OverlayName =
  | 'about'
  | 'privacy'
  | 'terms'
  | 'imprint'
  | 'contact'
  | 'openingTime'
  | 'allergies'
  /** The mobile navigation sheet with the header's links. */
  | 'navigation'
  /** 'Login / Register': sign in, sign up, forgot password. */
  | 'auth'
  /** The published reviews of guests (GET api/testimonials). */
  | 'reviews'
  /** Book a table (spec §2 'Table Reservation'; hidden with ticketing). */
  | 'tableReservation'
  /** One of the restaurant's information pages (GET api/restaurant/informationPages), by id. */
  | `information:${number}`;

interface UiState {
  overlay: OverlayName | null;
  sideCartOpen: boolean;
}

let state: UiState = { overlay: null, sideCartOpen: false };
const listeners = new Set<() => void>();

function update(next: Partial<UiState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opening an overlay closes any other (the dialog locks page scroll while open). */
export const openOverlay = (overlay: OverlayName) => update({ overlay });
export const closeOverlay = () => update({ overlay: null });
export const setSideCartOpen = (sideCartOpen: boolean) => update({ sideCartOpen });

export function useOverlay(): OverlayName | null {
  return useSyncExternalStore(
    subscribe,
    () => state.overlay,
    () => null,
  );
}

export function useSideCartOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.sideCartOpen,
    () => false,
  );
}
