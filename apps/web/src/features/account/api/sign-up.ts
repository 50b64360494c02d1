import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpRequest } from '@tavola/domain/schemas/account';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { logIn } from './log-in.ts';

/**
 * Sign-up answers no token (decision 010: it must not tell whether the address was taken), so the
 * automatic login of spec §4 is a login with the same e-mail and password. The fields travel in
 * the body, which the server accepts like the spec's query parameters, so the password stays out
 * of URLs and access logs.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: SignUpRequest) => {
      await apiRequest({ method: 'POST', path: 'auth/signup', body: fields });
      try {
        return { ...(await logIn(queryClient, { email: fields.email, password: fields.password })), checkMail: false };
      } catch (error) {
        // The address had an account already (its owner got a mail, decision 010): say what happens
        // next without revealing it, instead of "no user found".
        if (error instanceof ApiError && error.code === 'credentials_do_not_match')
          return { user: null, message: null, checkMail: true };
        throw error;
      }
    },
    meta: { silent: true },
  });
}
