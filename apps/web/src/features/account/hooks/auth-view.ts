import { openOverlay } from '../../../lib/ui-state.ts';

export type AuthView = 'signIn' | 'signUp' | 'forgot';

let requested: AuthView = 'signIn';

/** Opens the 'Login / Register' overlay at a given step (sign in unless told otherwise). */
export function openAuth(view: AuthView = 'signIn'): void {
  requested = view;
  openOverlay('auth');
}

/** The step the overlay starts at; read once when it opens, then back to sign in for the next time. */
export function takeRequestedAuthView(): AuthView {
  const view = requested;
  requested = 'signIn';
  return view;
}
