import { useEffect } from 'react';
import { openAuth, type AuthView } from './auth-view.ts';

const VIEWS: readonly AuthView[] = ['signIn', 'signUp', 'forgot'];

/**
 * ?auth=signIn|signUp|forgot opens the 'Login / Register' overlay at that step (the mail to an
 * address that tried to register again links here), then leaves the address bar clean.
 */
export function useAuthFromUrl(): void {
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const view = params.get('auth') as AuthView | null;
    if (!view || !VIEWS.includes(view)) return;
    params.delete('auth');
    const search = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
    openAuth(view);
  }, []);
}
