import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { isApiError } from '../../../api/api-error.ts';
import { applyBasketAnswer, ensureBasketId } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';

export interface DeliveryTimeChoice {
  /** 'YYYY-MM-DD HH:MM', or null for 'as soon as possible'. */
  value: string | null;
  deliveryType: DeliveryType;
}

/**
 * Sets (or clears) the basket's delivery time. order_limit_reached offers the server's validTime
 * with confirm and close; confirming sets it. Other errors show the server's message and the
 * picker keeps its previous value (spec §8).
 */
export function useSetDeliveryTime() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: async (choice: DeliveryTimeChoice) => {
      const basketId = await ensureBasketId();
      const answer = await apiRequest({
        method: 'POST',
        path: 'basket/add-delivery-time',
        body: { basketId, delivery_time: choice.value, deliveryType: choice.deliveryType },
      });
      return answer.data;
    },
    onSuccess: (data) => applyBasketAnswer(queryClient, data),
    onError: (error, choice) => {
      const validTime = isApiError(error) ? error.details.validTime : undefined;
      if (isApiError(error) && error.code === 'order_limit_reached' && validTime) {
        showSnackbar({
          message: error.serverMessage ?? error.message,
          duration: null,
          confirm: {
            label: t('snackbar.confirm'),
            onConfirm: () => mutation.mutate({ value: validTime.slice(0, 16), deliveryType: choice.deliveryType }),
          },
        });
        return;
      }
      showSnackbar({
        message: isApiError(error) ? (error.serverMessage ?? error.message) : t('errors.somethingWentWrong'),
      });
    },
  });
  return mutation;
}
