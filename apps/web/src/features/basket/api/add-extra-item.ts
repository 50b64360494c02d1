import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDED_SNACKBAR_MS } from '@tavola/domain/limits';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { applyBasketAnswer, ensureBasketId } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';

/**
 * One unit of a suggested extra into the basket (POST basket/add, as the menu adds a plain
 * product). Not the menu's useAddToBasket: that opens the side cart at 768 px and wider, which on
 * the cart page would cover the lines where the new one just appeared. Here the new line shows in
 * place and a short 'added' snackbar confirms it at every width.
 */
export function useAddExtraItem() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (product: { id: number; name: string }) => {
      const basketId = await ensureBasketId();
      return (
        await apiRequest({
          method: 'POST',
          path: 'basket/add',
          body: { basketId, productId: product.id, quantity: 1, attributeItems: [] },
        })
      ).data;
    },
    onSuccess: async (data, product) => {
      await applyBasketAnswer(queryClient, data);
      showSnackbar({
        type: 'success',
        message: t('cart.extrasAdded', { name: product.name }),
        duration: ADDED_SNACKBAR_MS,
        closable: false,
      });
    },
  });
}
