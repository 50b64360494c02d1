import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { endSession } from './end-session.ts';

/** GET api/auth/user/export, saved as a JSON file by the browser. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = (await apiRequest<Record<string, unknown>>({ path: 'auth/user/export' })).data;
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${pageConfig.slug}-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked a moment later: some browsers read the URL after click() has returned.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}

/**
 * POST api/auth/user/delete with the password once more. The account and its sessions are gone
 * afterwards (past orders stay with the restaurant without personal data): the device forgets
 * them as on logout.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      const message = (await apiRequest({ method: 'POST', path: 'auth/user/delete', body: { password } })).message.body;
      await endSession(queryClient);
      return message;
    },
    // Here, not at the call: the dashboard that called is gone once the token is.
    onSuccess: (message) => showSnackbar({ type: 'success', message, duration: 4000 }),
    meta: { silent: true },
  });
}
