import { describe, expect, it } from 'vitest';
import type { OrderPayments } from '../../../src/payments/order-payments-port.ts';

export interface ContractSetup {
  port: OrderPayments;
  /** Two restaurants the harness can create orders in. */
  restaurantIds: [number, number];
  /** Creates an order with this payment type and amount; answers its ids. */
  createOrder(input: { restaurantId: number; paymentType: string; amountCents: number }): Promise<{ orderId: string; basketId: string }>;
}

/**
 * The OrderPayments contract (payments/order-payments-port.ts) as a reusable suite: the order module
 * runs it against its real implementation, the payment tests against the in-memory one.
 */
export function describeOrderPaymentsContract(name: string, setup: () => Promise<ContractSetup>) {
  describe(`OrderPayments contract: ${name}`, () => {
    async function orderWithPayment(providerPaymentId: string) {
      const s = await setup();
      const [restaurantId] = s.restaurantIds;
      const order = await s.createOrder({ restaurantId, paymentType: 'mollie', amountCents: 2350 });
      const attached = await s.port.attachPayment(restaurantId, order.orderId, {
        provider: 'mollie',
        providerPaymentId,
        checkoutUrl: `https://pay.example/${providerPaymentId}`,
      });
      return { ...s, ...order, restaurantId, attached };
    }

    it('finds an order by order id, basket id and current payment id, only inside its restaurant', async () => {
      const { port, restaurantIds, restaurantId, orderId, basketId, attached } = await orderWithPayment('tr_contract1');
      expect(attached).toBe(true);
      const record = await port.findByOrderId(restaurantId, orderId);
      expect(record).toMatchObject({
        restaurantId,
        orderId,
        paymentType: 'mollie',
        amountCents: 2350,
        provider: 'mollie',
        providerPaymentId: 'tr_contract1',
        checkoutUrl: 'https://pay.example/tr_contract1',
        paymentStatus: 'open',
      });
      expect(record?.currency).toMatch(/^[A-Z]{3}$/);
      expect(record?.description).toEqual(expect.any(String));
      expect((await port.findByBasketId(restaurantId, basketId))?.orderId).toBe(orderId);
      expect((await port.findByProviderPaymentId(restaurantId, 'mollie', 'tr_contract1'))?.orderId).toBe(orderId);

      const other = restaurantIds[1];
      expect(await port.findByOrderId(other, orderId)).toBeNull();
      expect(await port.findByBasketId(other, basketId)).toBeNull();
      expect(await port.findByProviderPaymentId(other, 'mollie', 'tr_contract1')).toBeNull();
      expect(await port.findByProviderPaymentId(restaurantId, 'saferpay', 'tr_contract1')).toBeNull();
    });

    it('marks paid once: a repeated mark answers false and changes nothing', async () => {
      const { port, restaurantId, orderId } = await orderWithPayment('tr_contract2');
      expect(await port.markPaid(restaurantId, orderId, 'tr_contract2')).toBe(true);
      expect(await port.markPaid(restaurantId, orderId, 'tr_contract2')).toBe(false);
      expect((await port.findByOrderId(restaurantId, orderId))?.paymentStatus).toBe('paid');
    });

    it('keeps paid final: no failure, cancel or new attempt afterwards', async () => {
      const { port, restaurantId, orderId } = await orderWithPayment('tr_contract3');
      await port.markPaid(restaurantId, orderId, 'tr_contract3');
      expect(await port.markFailed(restaurantId, orderId, 'tr_contract3', 'failed')).toBe(false);
      expect(await port.markCanceled(restaurantId, orderId, 'tr_contract3')).toBe(false);
      expect(await port.attachPayment(restaurantId, orderId, { provider: 'mollie', providerPaymentId: 'tr_new', checkoutUrl: 'https://pay.example/new' })).toBe(false);
      expect(await port.findByOrderId(restaurantId, orderId)).toMatchObject({ paymentStatus: 'paid', providerPaymentId: 'tr_contract3' });
    });

    it('ignores reports about an attempt that is no longer current', async () => {
      const { port, restaurantId, orderId } = await orderWithPayment('tr_old');
      await port.markFailed(restaurantId, orderId, 'tr_old', 'expired');
      expect((await port.findByOrderId(restaurantId, orderId))?.paymentStatus).toBe('expired');
      await port.attachPayment(restaurantId, orderId, { provider: 'mollie', providerPaymentId: 'tr_current', checkoutUrl: 'https://pay.example/current' });

      expect(await port.markPaid(restaurantId, orderId, 'tr_old')).toBe(false);
      expect(await port.findByProviderPaymentId(restaurantId, 'mollie', 'tr_old')).toBeNull();
      expect(await port.findByOrderId(restaurantId, orderId)).toMatchObject({ providerPaymentId: 'tr_current', paymentStatus: 'open' });
    });

    it('lets exactly one of several concurrent marks win', async () => {
      const { port, restaurantId, orderId } = await orderWithPayment('tr_race');
      const results = await Promise.all(Array.from({ length: 8 }, () => port.markPaid(restaurantId, orderId, 'tr_race')));
      expect(results.filter(Boolean)).toHaveLength(1);
    });
  });
}
