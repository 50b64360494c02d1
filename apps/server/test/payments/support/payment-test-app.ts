import { eq } from 'drizzle-orm';
import type { Config } from '../../../src/config.ts';
import { restaurants } from '../../../src/db/schema/restaurant.ts';
import { issueToken } from '../../../src/modules/auth/tokens.ts';
import { startOrderPayment } from '../../../src/payments/start-order-payment.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { inMemoryOrderPayments, type InMemoryOrderPayments, type TestOrder } from './in-memory-order-payments.ts';

export interface PaymentTestApp extends TestApp {
  orders: InMemoryOrderPayments;
  restaurantId: number;
  /** A public token of the demo restaurant (or another restaurant id). */
  tokenFor(restaurantId?: number): Promise<string>;
  /** What create-order does for an online payment: the order, then startOrderPayment and attach. */
  placeOrder(overrides?: Partial<TestOrder>): Promise<TestOrder>;
}

let sequence = 0;

/**
 * The real app on a copy of the seeded database, with the order side played by the in-memory
 * OrderPayments (the order module's implementation replaces it in production).
 */
export async function createPaymentTestApp(overrides: Partial<Config> = {}): Promise<PaymentTestApp> {
  const orders = inMemoryOrderPayments();
  const t = await createTestApp(overrides, { orderPayments: orders });
  const [demo] = await t.database.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, 'demo')).limit(1);
  if (!demo) throw new Error('the demo restaurant is missing from the test database');

  async function tokenFor(restaurantId = demo!.id) {
    return (await issueToken(t.config.jwtSecret, { kind: 'public', restaurantId })).access_token;
  }

  async function placeOrder(order: Partial<TestOrder> = {}) {
    sequence += 1;
    const placed = orders.add({
      restaurantId: demo!.id,
      orderId: `ord_${sequence}_${Math.random().toString(36).slice(2, 10)}`,
      basketId: `bsk_${sequence}`,
      paymentType: 'mollie',
      amountCents: 1250,
      currency: 'EUR',
      description: `Trattoria Tavola, order ${sequence}`,
      ...order,
    });
    const started = await startOrderPayment(
      { config: t.config, db: t.database.db },
      { ...placed, lang: 'en' },
    );
    await orders.attachPayment(placed.restaurantId, placed.orderId, started);
    return orders.orders.get(placed.orderId)!;
  }

  return { ...t, orders, restaurantId: demo.id, tokenFor, placeOrder };
}
