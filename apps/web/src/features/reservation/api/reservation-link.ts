import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '@tavola/domain/schemas/reservation';
import { apiRequest } from '../../../api/client.ts';
import { reservationKeys } from './reservation-times.ts';

/** GET api/restaurant/reservation: the booking behind the mailed link (404 for a wrong token). */
export function useReservationByLink(id: string, token: string) {
  return useQuery({
    queryKey: reservationKeys.link(id, token),
    queryFn: async () => (await apiRequest<Reservation>({ path: 'restaurant/reservation', query: { id, token } })).data,
    enabled: id !== '' && token !== '',
    retry: false,
  });
}

/** POST api/restaurant/reservation/cancel with the link's id and token. */
export function useCancelReservation(id: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<Reservation>({ method: 'POST', path: 'restaurant/reservation/cancel', body: { id, token } }))
        .data,
    meta: { silent: true },
    onSuccess: (reservation) => queryClient.setQueryData(reservationKeys.link(id, token), reservation),
  });
}
