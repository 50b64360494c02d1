import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@tavola/domain/schemas/account';
import { apiRequest } from '../../../api/client.ts';
import { accountKeys } from './account-keys.ts';
import { logIn } from './log-in.ts';

/** GET api/auth/password/reset: the e-mail the link belongs to, or 400 reset_token_invalid. */
export function useResetToken(token: string) {
  return useQuery({
    queryKey: accountKeys.resetToken(token),
    queryFn: async () => (await apiRequest<{ email: string }>({ path: 'auth/password/reset', query: { token } })).data,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/**
 * Sets the new password, then logs in with it (the reset ended every session of the account). If
 * only the login fails, the password is still changed: the answer says so and the guest signs in.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: ResetPasswordRequest) => {
      const answer = await apiRequest({ method: 'POST', path: 'auth/password/reset-password', body: fields });
      const loggedIn = await logIn(queryClient, { email: fields.email, password: fields.password }).then(
        () => true,
        () => false,
      );
      return { message: answer.message.body, loggedIn };
    },
    meta: { silent: true },
  });
}
