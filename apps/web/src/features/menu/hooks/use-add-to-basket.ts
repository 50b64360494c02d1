import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDED_SNACKBAR_MS } from '@tavola/domain/limits';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { applyBasketAnswer, ensureBasketId } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';
import { isDesktop } from '../../../lib/media.ts';
import { setSideCartOpen } from '../../../lib/ui-state.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';

/** Event mode: the person name and/or date of the unit added (spec §3 itemDetails). */
export interface AddExtraInfo {
  itemDetails: { fullName?: string; date?: string }[];
}

export type AddRequest = (
  | { kind: 'product'; productId: number; attributeItems: number[] }
  | {
      kind: 'package';
      productId: number;
      productItems: { productId: number; productPackage: number; quantity: number }[];
    }
) & { extraInfo?: AddExtraInfo };

/**
 * Puts one unit into the basket. On success (spec §4): at 768 px or wider the side cart opens,
 * below it an 'Added' snackbar shows for 2 s. The caller closes its panel via onSuccess.
 */
export function useAddToBasket() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (request: AddRequest) => {
      const basketId = await ensureBasketId();
      const answer =
        request.kind === 'product'
          ? await apiRequest({
              method: 'POST',
              path: 'basket/add',
              body: {
                basketId,
                productId: request.productId,
                quantity: 1,
                attributeItems: request.attributeItems,
                extraInfo: request.extraInfo,
              },
            })
          : await apiRequest({
              method: 'POST',
              path: 'basket/add-product-package-items',
              body: {
                basketId,
                productId: request.productId,
                quantity: 1,
                productItems: request.productItems,
                extraInfo: request.extraInfo,
              },
            });
      return answer.data;
    },
    onSuccess: async (data) => {
      await applyBasketAnswer(queryClient, data);
      if (isDesktop()) setSideCartOpen(true);
      else showSnackbar({ type: 'success', message: t('product.added'), duration: ADDED_SNACKBAR_MS, closable: false });
    },
  });
}
