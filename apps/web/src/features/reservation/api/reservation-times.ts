import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationTimes } from '@tavola/domain/schemas/reservation';
import { apiRequest } from '../../../api/client.ts';

export const reservationKeys = {
  all: ['reservation'] as const,
  times: (date: string | null, adults: number, children: number) =>
    [...reservationKeys.all, 'times', date, adults, children] as const,
  link: (id: string, token: string) => [...reservationKeys.all, 'link', id, token] as const,
};

/** GET api/restaurant/reservation-times (decision 060): bookable dates and the times of one date. */
export function reservationTimesQuery(date: string | null, adults: number, children: number) {
  return queryOptions({
    queryKey: reservationKeys.times(date, adults, children),
    queryFn: async () =>
      (
        await apiRequest<ReservationTimes>({
          path: 'restaurant/reservation-times',
          query: { date: date ?? undefined, adults, children },
        })
      ).data,
    // Tables are booked by others all the time: always asked again when shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
    // The overlay shows a failure itself, beside the times.
    meta: { silent: true },
  });
}

export function useReservationTimes(date: string | null, adults: number, children: number, enabled: boolean) {
  return useQuery({ ...reservationTimesQuery(date, adults, children), enabled });
}
