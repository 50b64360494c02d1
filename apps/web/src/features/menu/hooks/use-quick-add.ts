import { useQueryClient } from '@tanstack/react-query';
import { checkRequestedQuantity } from '@tavola/domain/stock/product-stock';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStableCallback } from '../../../lib/use-stable-callback.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { packageStepsQuery } from '../api/get-package-steps.ts';
import type { Product } from '../api/get-products.ts';
import { useAddToBasket } from './use-add-to-basket.ts';
import { useBasketStockLines } from './use-basket-stock-lines.ts';
import { useMenuContext } from './use-menu-context.ts';

/**
 * The card's add button (spec §4): out of stock is blocked; a product with extras, or a package
 * with steps, opens the panel; anything else goes straight into the basket.
 */
export function useQuickAdd(openPanel: (product: Product) => void): (product: Product) => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const context = useMenuContext();
  const lines = useBasketStockLines();
  const add = useAddToBasket();
  return useStableCallback(async (product: Product) => {
    if (!checkRequestedQuantity(product, 1, lines).ok) {
      showSnackbar({ message: t('errors.outOfStock') });
      return;
    }
    // Extras to pick or (event mode) a person name or date to enter: the panel asks for them.
    const asksPerson = product.additional_info_config.name || product.additional_info_config.date;
    if (product.extra.length > 0 || asksPerson) return openPanel(product);
    if (product.is_package === 1) {
      const steps = await queryClient.fetchQuery(packageStepsQuery(context, product.id)).catch(() => null);
      if (steps === null || steps.length > 0) return openPanel(product);
      return add.mutate({ kind: 'package', productId: product.id, productItems: [] });
    }
    add.mutate({ kind: 'product', productId: product.id, attributeItems: [] });
  });
}
