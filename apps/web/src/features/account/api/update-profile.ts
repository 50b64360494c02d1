import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessToken, CustomerProfile, UpdateProfileRequest } from '@tavola/domain/schemas/account';
import { apiRequest } from '../../../api/client.ts';
import { privateToken, setPrivateToken } from '../../../api/token.ts';
import { accountKeys } from './account-keys.ts';

type UpdateAnswer = Partial<AccessToken>;

/**
 * POST api/auth/user/update (partial). A password change ends every session of the account and
 * answers a new token at the top level: it replaces the stored one at once, or the next call fails.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: UpdateProfileRequest) => {
      const sentWith = privateToken();
      const answer = await apiRequest<CustomerProfile>({ method: 'POST', path: 'auth/user/update', body: fields });
      const newToken = (answer as UpdateAnswer).access_token;
      // A logout while the change was on its way wins: its answer must not log the customer back in.
      if (newToken && sentWith !== null && privateToken() === sentWith) setPrivateToken(newToken);
      return { user: answer.data, message: answer.message.body, token: newToken ?? null };
    },
    onSuccess: ({ user, token }) => {
      if (token) queryClient.setQueryData(accountKeys.user(token), user);
      else queryClient.setQueriesData({ queryKey: [...accountKeys.all, 'user'] }, user);
    },
    meta: { silent: true },
  });
}
