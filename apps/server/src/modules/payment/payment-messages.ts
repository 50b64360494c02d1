import type { MessageCode } from '@tavola/domain/messages/catalogue';
import type { PaymentStatusName } from '@tavola/domain/schemas/payment';

/** The message that goes with a status the provider reported: the storefront's result screens. */
export function messageForStatus(status: PaymentStatusName): MessageCode {
  switch (status) {
    case 'paid':
      return 'payment_success';
    case 'failed':
    case 'canceled':
    case 'expired':
      return 'payment_failed';
    case 'open':
    case 'pending':
      return 'ok';
  }
}
