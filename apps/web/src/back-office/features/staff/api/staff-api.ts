import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@tavola/domain/schemas/manager';
import type { ChangeStaffRoleAnswer, InviteStaffAnswer, StaffOverview } from '@tavola/domain/schemas/staff';
import type { ApiRequest } from '../../../../api/client.ts';
import { ownerRequest } from '../../../shared/owner-request.ts';

const overviewKey = ['staff', 'overview'] as const;

/** The people, the newest staff changes and the section's revision (403 for anyone but an owner). */
export function useStaffOverview(token: string) {
  return useQuery({
    queryKey: overviewKey,
    queryFn: () => ownerRequest<StaffOverview>(token, { path: 'owner/staff' }),
    meta: { silent: true },
    retry: false,
  });
}

/**
 * A staff change at the revision the screen last read (decision 087): a change someone else made in
 * between is refused with 409 stale_revision, and the list reloads either way.
 */
function useStaffMutation<TInput extends Record<string, unknown>, TOutput extends { revision: number }>(token: string, path: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: TInput) => {
      const revision = client.getQueryData<StaffOverview>(overviewKey)?.revision ?? 0;
      const request: Omit<ApiRequest, 'bearer'> = { method: 'POST', path, body: { ...input, revision } };
      return ownerRequest<TOutput>(token, request);
    },
    onSuccess: (answer) =>
      // The next change may follow before the list has reloaded.
      client.setQueryData<StaffOverview>(overviewKey, (overview) => overview && { ...overview, revision: answer.revision }),
    onSettled: () => client.invalidateQueries({ queryKey: overviewKey }),
  });
}

export const useInviteStaff = (token: string) =>
  useStaffMutation<{ email: string; role: StaffRole }, InviteStaffAnswer>(token, 'owner/staff/invite');

export const useChangeStaffRole = (token: string) =>
  useStaffMutation<{ managerId: number; role: StaffRole }, ChangeStaffRoleAnswer>(token, 'owner/staff/role');

export const useRemoveStaff = (token: string) => useStaffMutation<{ managerId: number }, { revision: number }>(token, 'owner/staff/remove');
