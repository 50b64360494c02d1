import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Basket, BasketPrice } from '@tavola/domain/schemas/basket';
import { apiRequest } from '../../../api/client.ts';
import { checkoutKeys } from './checkout-keys.ts';

export interface CheckoutTotals {
  subtotal: number;
  shipping: number;
  discount: number;
  tip: number;
  total: number;
  minimumOrderValue: number;
}

/**
 * The totals the guest pays, always the server's: the basket's own figures, and once a postal code
 * and delivery type exist the shipping-price answer for them (spec §5: requested only then). The
 * basket's amounts are part of the key, so any change to lines, voucher or tip asks again.
 */
export function useCheckoutTotals(basket: Basket): CheckoutTotals {
  const { deliveryType, postalCode } = basket;
  const version = [basket.totalPrice, basket.voucherValue, basket.tip, basket.count].join('/');
  const price = useQuery({
    queryKey: checkoutKeys.price(basket.id, deliveryType ?? '', postalCode ?? '', version),
    queryFn: async () =>
      (
        await apiRequest<BasketPrice>({
          path: 'restaurant/shipping-price',
          query: { basketId: basket.id, deliveryType, postalCode },
        })
      ).data,
    enabled: Boolean(deliveryType && postalCode),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const answer = price.data;
  if (answer && deliveryType && postalCode) {
    return {
      subtotal: answer.totalPrice,
      shipping: answer.shippingPrice,
      discount: answer.voucherValue,
      tip: answer.tip,
      total: answer.totalWithDiscount,
      minimumOrderValue: answer.minimumOrderValue,
    };
  }
  return {
    subtotal: basket.totalPrice,
    shipping: basket.shipping_price,
    discount: basket.voucherValue,
    tip: basket.tip,
    total: basket.totalWithDiscount,
    minimumOrderValue: basket.minimumOrderValue,
  };
}
