import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DeliveryMethodChange, DeliveryType } from '@tavola/domain/schemas/basket';
import { applyBasketAnswer, basketUnitCount, ensureBasketId, type Basket, basketKeys } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { storageKeys, writeStorage } from '../../../lib/storage.ts';
import { showSnackbar, type SnackbarType } from '../../../ui/snackbar-store.ts';

/**
 * Switches the basket's delivery type on the server (spec §4). The answer's basket replaces the
 * cached one (its new type refetches the menu); a shrunk basket is announced, otherwise the
 * server's message is shown with its type. The choice is remembered as the next default.
 */
export function useChangeDeliveryMethod() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    meta: { errorMessage: t('delivery.updateTypeFailed') },
    mutationFn: async (deliveryType: DeliveryType) => {
      const basketId = await ensureBasketId();
      const before = queryClient.getQueryData<Basket | null>(basketKeys.detail(basketId));
      const answer = await apiRequest<DeliveryMethodChange>({
        method: 'POST',
        path: 'basket/change-delivery-method',
        body: { basketId, deliveryType },
      });
      return { answer, countBefore: basketUnitCount(before) };
    },
    onSuccess: async ({ answer, countBefore }, deliveryType) => {
      writeStorage(storageKeys.deliveryType(pageConfig.restaurantId), deliveryType);
      await applyBasketAnswer(queryClient, answer.data);
      // Spec §4: a new delivery type refetches categories and products.
      void queryClient.invalidateQueries({ queryKey: ['menu'] });
      const shrank = answer.data.removedProducts.length > 0 || basketUnitCount(answer.data.basket) < countBefore;
      if (shrank) showSnackbar({ type: 'warning', message: t('delivery.itemsRemoved') });
      else if (answer.message?.body)
        showSnackbar({ type: answer.type as SnackbarType, message: answer.message.body, duration: 3000 });
    },
  });
}
