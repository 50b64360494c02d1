import { useNavigate } from 'react-router';
import type { Order } from '@tavola/domain/schemas/order';
import { useReorder, type ReorderResult } from '../api/reorder.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { showSnackbar } from '../ui/snackbar-store.ts';

/**
 * 'Order again': the order's lines go into the basket; then the cart shows them. Lines the menu
 * no longer has, or that are out of stock, are named in the message instead of failing the rest.
 * Shared by the account's order history and the order status page; its words stay under
 * account.orders (the on-demand texts carry both screens).
 */
export function useReorderAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reorder = useReorder();

  const report = (result: ReorderResult) => {
    const skipped = result.skipped
      .map((line) => (line.reason ? `${line.name} (${line.reason})` : line.name))
      .join(', ');
    if (result.added === 0) {
      showSnackbar({ message: t('account.orders.reorderNone', { names: skipped }) });
      return;
    }
    if (result.skipped.length > 0)
      showSnackbar({
        type: 'warning',
        message: t('account.orders.reorderPartial', { names: skipped }),
        duration: null,
      });
    else showSnackbar({ type: 'success', message: t('account.orders.reordered'), duration: 3000 });
    navigate('/cart');
  };

  return {
    start: (order: Order) =>
      reorder.mutate(order, {
        onSuccess: report,
        onError: (error) => showSnackbar({ message: error.message }),
      }),
    pendingOrderId: reorder.isPending ? reorder.variables?.orderId : undefined,
  };
}
