import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CreatedOrder } from '@tavola/domain/schemas/order';
import { resetAfterOrder } from '../../../lib/order-created.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { paymentLinkTarget } from '../../../lib/payment-link.ts';
import { rememberPlacedOrder } from '../../../lib/placed-orders.ts';

/**
 * After create-order (spec §2, §4): the order is remembered with its basket (a failed payment is
 * retried with it), the order-created resets run, and the payment link decides where the guest goes.
 */
export function useFinishOrder(): (order: CreatedOrder, basketId: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (order, basketId) => {
    rememberPlacedOrder({
      orderId: order.orderId,
      restaurantId: pageConfig.restaurantId,
      basketId,
      paymentStatus: order.paymentStatus,
    });
    resetAfterOrder(queryClient, basketId);
    const statusPage = `/paymentstatus?orderId=${encodeURIComponent(order.orderId)}`;
    const target = paymentLinkTarget(order.paymentLink || statusPage, location.origin, statusPage);
    if (target.kind === 'route') navigate(target.to, { replace: true });
    else window.location.assign(target.url);
  };
}
