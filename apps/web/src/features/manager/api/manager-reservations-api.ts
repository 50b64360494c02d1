import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagerReservation, ManagerReservations } from '@tavola/domain/schemas/reservation';
import { apiRequest } from '../../../api/client.ts';
import { asManager, managerKeys } from './manager-api.ts';

const reservationKeys = {
  day: (date: string) => [...managerKeys.all, 'reservations', date] as const,
};

/** GET api/managers/reservations: the restaurant's table reservations of one day. */
export function useDayReservations(token: string, date: string) {
  return useQuery({
    queryKey: reservationKeys.day(date),
    queryFn: () =>
      asManager(
        token,
        async (bearer) =>
          (await apiRequest<ManagerReservations>({ path: 'managers/reservations', bearer, query: { date } })).data,
      ),
    placeholderData: keepPreviousData,
    // Guests book all day: the list catches up by itself.
    refetchInterval: 60_000,
  });
}

/** POST api/managers/reservations/status: Seated or Cancel. */
export function useReservationStatus(token: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { reservationId: string; status: 'seated' | 'cancelled' }) =>
      asManager(
        token,
        async (bearer) =>
          (
            await apiRequest<ManagerReservation>({
              method: 'POST',
              path: 'managers/reservations/status',
              bearer,
              body: change,
            })
          ).data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.day(date) }),
  });
}

/** POST api/managers/reservations/create: a booking taken by phone; the chosen day reloads. */
export function useStaffReservation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      asManager(
        token,
        async (bearer) =>
          (await apiRequest<ManagerReservation>({ method: 'POST', path: 'managers/reservations/create', bearer, body })).data,
      ),
    onSuccess: (reservation) => queryClient.invalidateQueries({ queryKey: reservationKeys.day(reservation.date) }),
  });
}
