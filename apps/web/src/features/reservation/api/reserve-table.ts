import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation, ReservationForm } from '@tavola/domain/schemas/reservation';
import { apiRequest } from '../../../api/client.ts';
import type { BotFields } from '../../../lib/bot-check.ts';
import { reservationKeys } from './reservation-times.ts';

/**
 * POST api/restaurant/reserve-table. The one place the overlay's form is sent: a bot-protection token
 * joins the body here.
 */
export async function submitReservation({
  form,
  bot,
}: {
  form: ReservationForm;
  bot: BotFields;
}): Promise<{ reservation: Reservation; message: string }> {
  const answer = await apiRequest<Reservation>({
    method: 'POST',
    path: 'restaurant/reserve-table',
    body: { ...form, ...bot },
  });
  return { reservation: answer.data, message: answer.message.body };
}

export function useReserveTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReservation,
    // The form shows errors itself; a taken time must disappear from the list either way.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
