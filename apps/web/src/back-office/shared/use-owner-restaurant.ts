import { useQuery } from '@tanstack/react-query';
import type { ManagerRestaurant } from '@tavola/domain/schemas/manager';
import { ownerRequest } from './owner-request.ts';

export const ownerRestaurantKey = ['owner', 'restaurant'] as const;

/** The restaurant signed in to, and the signed-in person's role (only owners edit the restaurant). */
export function useOwnerRestaurant(token: string) {
  return useQuery({
    queryKey: ownerRestaurantKey,
    queryFn: () => ownerRequest<ManagerRestaurant>(token, { path: 'managers/restaurant' }),
    staleTime: 5 * 60_000,
    // Only the name in the header: each screen's own answer says what went wrong.
    meta: { silent: true },
  });
}
