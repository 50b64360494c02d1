import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { applyBasketAnswer, ensureBasketId } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';

/**
 * Books a ticket slot: the basket's delivery time, always as pickup (spec §4 Ticketing), through
 * the delivery-time call every picker uses. A full slot answers capacity_is_full, shown as the
 * server's coded message; order_limit_reached cannot happen for ticket slots and is only logged
 * (spec §8).
 */
export function useSetTicketTime() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (slot: { date: string; time: string }) => {
      const basketId = await ensureBasketId();
      const answer = await apiRequest({
        method: 'POST',
        path: 'basket/add-delivery-time',
        body: { basketId, delivery_time: `${slot.date} ${slot.time}`, deliveryType: 'pickup' },
      });
      return answer.data;
    },
    onSuccess: (data) => applyBasketAnswer(queryClient, data),
    onError: (error) => {
      if (isApiError(error) && error.code === 'order_limit_reached') {
        console.warn('Unexpected order_limit_reached for a ticket slot', error);
        return;
      }
      showSnackbar({
        message: isApiError(error) ? (error.serverMessage ?? error.message) : t('errors.somethingWentWrong'),
      });
    },
  });
}
