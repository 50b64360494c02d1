import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { endSession } from './end-session.ts';

/** GET api/auth/logout: the server ends the session and releases the customer's baskets. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      let message: string | null = null;
      try {
        message = (await apiRequest({ path: 'auth/logout' })).message.body;
      } catch {
        // Already logged out on the server (or offline): the device forgets the session anyway.
      }
      await endSession(queryClient);
      return message;
    },
    // Here, not at the call: the dashboard that called is gone once the token is.
    onSuccess: (message) =>
      showSnackbar({ type: 'success', message: message ?? i18n.t('account.dashboard.loggedOut'), duration: 4000 }),
  });
}
