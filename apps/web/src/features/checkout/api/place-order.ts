import { useMutation } from '@tanstack/react-query';
import type { CreatedOrder, OrderPaymentType, OrderValidity } from '@tavola/domain/schemas/order';
import { apiRequest } from '../../../api/client.ts';

export interface PlaceOrderInput {
  basketId: string;
  paymentType: OrderPaymentType;
  /** payFix: the table's code and the PIN the staff gave. */
  payFix?: { qrCode: string; pin: string };
}

/**
 * Every rule once more on the server (POST api/order/is-valid), then the order (create-order). A
 * repeated call for the same basket answers the first order, so a second press of Pay that slips
 * past the disabled button still makes one order.
 */
export async function placeOrder({ basketId, paymentType, payFix }: PlaceOrderInput): Promise<CreatedOrder> {
  await apiRequest<OrderValidity>({ method: 'POST', path: 'order/is-valid', query: { basketId } });
  return (
    await apiRequest<CreatedOrder>({
      method: 'POST',
      path: 'order/create-order',
      body: { basketId, paymentType, ...payFix },
    })
  ).data;
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder, meta: { silent: true } });
}
