import type { DeliveryType } from '@tavola/domain/schemas/basket';
import type { OrderPaymentType } from '@tavola/domain/schemas/order';
import { badRequest } from '../../http/errors.ts';
import type { OrderingContext } from '../basket/ordering-context.ts';

/**
 * The payment type must be one of the restaurant's methods and offered for the delivery type.
 * Cash and pay-at-end have their own messages (spec §8); anything else is payment_type_invalid.
 */
export function assertPaymentTypeAllowed(context: OrderingContext, type: DeliveryType, paymentType: OrderPaymentType): void {
  const method = context.paymentMethods.find((candidate) => candidate.method.toLowerCase() === paymentType.toLowerCase());
  const allowed = method !== undefined && (method.deliveryTypes === null || method.deliveryTypes.includes(type));
  if (allowed) return;
  if (paymentType === 'cash') throw badRequest('payment_cannot_choose_cash');
  if (paymentType === 'payAtEnd') throw badRequest('payment_cannot_pay_at_end');
  throw badRequest('payment_type_invalid');
}
