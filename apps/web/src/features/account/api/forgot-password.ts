import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@tavola/domain/schemas/account';
import { apiRequest } from '../../../api/client.ts';

/** Always answers 'reset link emailed' (decision 010): the text is the server's. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (fields: Pick<ForgotPasswordRequest, 'email'>) =>
      (await apiRequest({ method: 'POST', path: 'auth/forgot-password', body: fields })).message.body,
    meta: { silent: true },
  });
}
