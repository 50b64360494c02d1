import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HoursSection, SaveHoursRequest } from '@tavola/domain/schemas/owner-hours';
import { ownerRequest } from '../../../shared/owner-request.ts';

export const hoursKey = ['owner', 'hours'] as const;

export function useHoursSection(token: string) {
  return useQuery({
    queryKey: hoursKey,
    queryFn: () => ownerRequest<HoursSection>(token, { path: 'owner/hours' }),
    // The page says it itself (signed out, owners only, could not load).
    meta: { silent: true },
  });
}

/** Saves the whole section at the revision it was read at; the answer is the section as stored now. */
export function useSaveHours(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: Omit<SaveHoursRequest, 'restaurantId' | 'lang'>) =>
      ownerRequest<HoursSection>(token, { method: 'PUT', path: 'owner/hours', body }),
    onSuccess: (section) => client.setQueryData(hoursKey, section),
  });
}
