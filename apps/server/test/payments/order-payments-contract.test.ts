import { describeOrderPaymentsContract } from './support/order-payments-contract.ts';
import { inMemoryOrderPayments } from './support/in-memory-order-payments.ts';

let next = 0;

describeOrderPaymentsContract('in-memory test double', async () => {
  const port = inMemoryOrderPayments();
  return {
    port,
    restaurantIds: [1, 2],
    async createOrder({ restaurantId, paymentType, amountCents }) {
      next += 1;
      const order = port.add({ restaurantId, orderId: `ord_c${next}`, basketId: `bsk_c${next}`, paymentType, amountCents, currency: 'EUR', description: `order ${next}` });
      return { orderId: order.orderId, basketId: order.basketId };
    },
  };
});
