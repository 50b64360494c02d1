import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccessToken, CustomerProfile, LogInRequest } from '@tavola/domain/schemas/account';
import { basketKeys } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';
import { setPrivateToken } from '../../../api/token.ts';
import { currentUserQuery } from './current-user.ts';

/** Login answers the token at the top level (as api/oauth/token) and inside data. */
type LogInAnswer = Partial<AccessToken> & { data: AccessToken | null };

/**
 * Logs in and makes the session the customer's (spec §4): the private token is stored, the user
 * fetched, and the basket refetched with the new token — the server then assigns the guest basket
 * to the customer.
 */
export async function logIn(queryClient: QueryClient, credentials: Pick<LogInRequest, 'email' | 'password'>) {
  const answer = await apiRequest<AccessToken>({ method: 'POST', path: 'auth/login', body: credentials });
  const token = (answer as LogInAnswer).access_token ?? answer.data.access_token;
  setPrivateToken(token);
  await queryClient.invalidateQueries({ queryKey: basketKeys.all });
  const user: CustomerProfile = await queryClient.fetchQuery(currentUserQuery(token));
  return { user, message: answer.message.body };
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Pick<LogInRequest, 'email' | 'password'>) => logIn(queryClient, credentials),
    // The form shows the error itself, beside the fields.
    meta: { silent: true },
  });
}
