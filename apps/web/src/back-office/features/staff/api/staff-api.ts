import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagerRestaurant, StaffRole } from '@tavola/domain/schemas/manager';
import type { InviteStaffAnswer, StaffMember, StaffOverview } from '@tavola/domain/schemas/staff';
import { apiRequest, type ApiRequest } from '../../../../api/client.ts';
import { ApiError } from '../../../../api/api-error.ts';
import { setManagerToken } from '../../../../api/manager-token.ts';

const staffKeys = {
  all: ['staff'] as const,
  overview: ['staff', 'overview'] as const,
  restaurant: ['staff', 'restaurant'] as const,
};

/** A call with the owner's token; a refused token (signed out, removed) ends the session here too. */
async function ownerCall<T>(token: string, request: Omit<ApiRequest, 'bearer'>): Promise<T> {
  try {
    return (await apiRequest<T>({ ...request, bearer: token })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) setManagerToken(null);
    throw error;
  }
}

/** The restaurant signed in to (its name for the header). */
export function useStaffRestaurant(token: string) {
  return useQuery({
    queryKey: staffKeys.restaurant,
    queryFn: () => ownerCall<ManagerRestaurant>(token, { path: 'managers/restaurant' }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/** The people and the newest staff changes (403 for anyone but an owner). */
export function useStaffOverview(token: string) {
  return useQuery({
    queryKey: staffKeys.overview,
    queryFn: () => ownerCall<StaffOverview>(token, { path: 'owner/staff' }),
    meta: { silent: true },
    retry: false,
  });
}

function useStaffMutation<TInput, TOutput>(token: string, call: (input: TInput) => Omit<ApiRequest, 'bearer'>) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: TInput) => ownerCall<TOutput>(token, call(input)),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.overview }),
  });
}

export function useInviteStaff(token: string) {
  return useStaffMutation<{ email: string; role: StaffRole }, InviteStaffAnswer>(token, (body) => ({
    method: 'POST',
    path: 'owner/staff/invite',
    body,
  }));
}

export function useChangeStaffRole(token: string) {
  return useStaffMutation<{ managerId: number; role: StaffRole }, StaffMember>(token, (body) => ({
    method: 'POST',
    path: 'owner/staff/role',
    body,
  }));
}

export function useRemoveStaff(token: string) {
  return useStaffMutation<{ managerId: number }, null>(token, (body) => ({ method: 'POST', path: 'owner/staff/remove', body }));
}
