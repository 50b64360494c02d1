import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { ONLINE_PAYMENT_TYPES, ORDER_PAYMENT_TYPES, type OrderPaymentType } from '@tavola/domain/schemas/order';

/** Staff methods (card terminal, cash register) are never offered to the guest (spec §9). */
const STAFF_ONLY = new Set(['zvt', 'cash_machine']);

export interface PaymentMethodChoice {
  code: OrderPaymentType;
  /** The restaurant's own label, shown when the storefront has no text for the code. */
  restaurantLabel: string;
  online: boolean;
}

interface RestaurantPayments {
  paymentMethods: string[];
  paymentMethodNames: Record<string, string>;
  paymentMethodDeliveryTypes: Record<string, string[]>;
}

/**
 * The restaurant's methods the guest may choose for a delivery type: without zvt and cash_machine,
 * only codes create-order takes, and only where the method is offered for the type (absent = all).
 */
export function visiblePaymentMethods(info: RestaurantPayments, type: DeliveryType | null): PaymentMethodChoice[] {
  const choices: PaymentMethodChoice[] = [];
  for (const raw of info.paymentMethods) {
    if (STAFF_ONLY.has(raw)) continue;
    const code = ORDER_PAYMENT_TYPES.find((candidate) => candidate.toLowerCase() === raw.toLowerCase());
    if (!code) continue;
    const types = info.paymentMethodDeliveryTypes[raw];
    if (types && type && !types.includes(type)) continue;
    choices.push({
      code,
      restaurantLabel: info.paymentMethodNames[raw] ?? raw,
      online: ONLINE_PAYMENT_TYPES.includes(code),
    });
  }
  return choices;
}
