import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpRequest } from '@tavola/domain/schemas/account';
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
      return logIn(queryClient, { email: fields.email, password: fields.password });
    },
    meta: { silent: true },
  });
}
