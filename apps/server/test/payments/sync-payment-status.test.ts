import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '@tavola/domain/schemas/payment';
import type { PaymentEvent, PaymentEventLog } from '../../src/payments/payment-event-log.ts';
import type { PaymentProviders } from '../../src/payments/provider-registry.ts';
import { PaymentProviderError, type PaymentProvider, type PaymentStatus } from '../../src/payments/provider.ts';
import { syncOrderPayment, type PaymentSyncDeps } from '../../src/payments/sync-payment-status.ts';
import { inMemoryOrderPayments, type InMemoryOrderPayments } from './support/in-memory-order-payments.ts';

/** A provider whose answer the test sets, counting how often it was asked. */
function scriptedProvider() {
  const state = { status: 'open' as PaymentStatus, down: false, asked: 0 };
  const provider: PaymentProvider = {
    name: 'mollie',
    testMode: false,
    async createPayment() {
      throw new Error('not used');
    },
    async fetchStatus() {
      state.asked += 1;
      if (state.down) throw new PaymentProviderError('mollie', 'unavailable', 'connection refused');
      return state.status;
    },
    async refund() {
      throw new Error('not used');
    },
  };
  return { provider, state };
}

function inMemoryEventLog(): PaymentEventLog & { events: PaymentEvent[] } {
  const events: PaymentEvent[] = [];
  const key = (e: Pick<PaymentEvent, 'provider' | 'providerPaymentId' | 'status'>) => `${e.provider}|${e.providerPaymentId}|${e.status}`;
  return {
    events,
    async wasApplied(restaurantId, provider, providerPaymentId, status) {
      return events.some((e) => e.restaurantId === restaurantId && key(e) === key({ provider, providerPaymentId, status }));
    },
    async record(event) {
      if (!events.some((e) => key(e) === key(event))) events.push(event);
    },
  };
}

describe('syncOrderPayment: ask the provider, apply once', () => {
  let orders: InMemoryOrderPayments;
  let scripted: ReturnType<typeof scriptedProvider>;
  let events: ReturnType<typeof inMemoryEventLog>;
  let deps: PaymentSyncDeps;

  beforeEach(() => {
    orders = inMemoryOrderPayments();
    scripted = scriptedProvider();
    events = inMemoryEventLog();
    const providers: PaymentProviders = {
      testModeOnly: false,
      byName: () => scripted.provider,
      forPaymentType: () => scripted.provider,
      forRestaurant: async () => providers,
    };
    deps = { providers, orderPayments: orders, events };
    orders.add({
      restaurantId: 1,
      orderId: 'ord_a',
      basketId: 'bsk_a',
      paymentType: 'mollie',
      amountCents: 2000,
      currency: 'EUR',
      description: 'order a',
      provider: 'mollie',
      providerPaymentId: 'tr_a',
      checkoutUrl: 'https://www.mollie.com/checkout/a',
      paymentStatus: 'open',
    });
  });

  const record = async () => (await orders.findByOrderId(1, 'ord_a'))!;

  it('marks the order paid when the provider says paid, and records the event', async () => {
    scripted.state.status = 'paid';
    const result = await syncOrderPayment(deps, await record(), 'webhook');

    expect(result).toEqual({ orderId: 'ord_a', status: 'paid', changed: true, testMode: false });
    expect(orders.changes).toEqual([{ orderId: 'ord_a', change: 'paid' }]);
    expect(events.events).toEqual([
      { restaurantId: 1, provider: 'mollie', providerPaymentId: 'tr_a', status: 'paid', orderId: 'ord_a', source: 'webhook' },
    ]);
  });

  it('a webhook delivered twice changes nothing the second time', async () => {
    scripted.state.status = 'failed';
    const first = await syncOrderPayment(deps, await record(), 'webhook');
    const second = await syncOrderPayment(deps, await record(), 'webhook');

    expect(first.changed).toBe(true);
    expect(second).toMatchObject({ status: 'failed', changed: false });
    expect(orders.changes).toHaveLength(1);
    expect(events.events).toHaveLength(1);
  });

  it('a replay that arrives with a stale order view (concurrent delivery) is still applied once', async () => {
    scripted.state.status = 'canceled';
    const stale = await record();
    await syncOrderPayment(deps, stale, 'webhook');
    const replay = await syncOrderPayment(deps, stale, 'webhook');

    expect(replay.changed).toBe(false);
    expect(orders.changes).toEqual([{ orderId: 'ord_a', change: 'canceled' }]);
  });

  it('does not ask the provider again once the order is paid (paid is final)', async () => {
    scripted.state.status = 'paid';
    await syncOrderPayment(deps, await record(), 'webhook');
    scripted.state.status = 'failed';
    const again = await syncOrderPayment(deps, await record(), 'return');

    expect(again).toMatchObject({ status: 'paid', changed: false });
    expect(scripted.state.asked).toBe(1);
  });

  it('leaves the order alone while the payment is open or pending', async () => {
    scripted.state.status = 'pending';
    const result = await syncOrderPayment(deps, await record(), 'return');
    expect(result).toMatchObject({ status: 'pending', changed: false });
    expect(orders.changes).toEqual([]);
  });

  it('a late success after a failure still marks the order paid', async () => {
    scripted.state.status = 'expired';
    await syncOrderPayment(deps, await record(), 'webhook');
    scripted.state.status = 'paid';
    await syncOrderPayment(deps, await record(), 'webhook');
    expect(orders.changes.map((c) => c.change)).toEqual(['expired', 'paid']);
  });

  it('when the provider is down: a coded 503 and the order untouched', async () => {
    scripted.state.down = true;
    const error = await syncOrderPayment(deps, await record(), 'webhook').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'payment_has_problem', status: 503 });
    expect(orders.changes).toEqual([]);
    expect(events.events).toEqual([]);
  });

  it('refuses orders without an online payment (payment_cannot_update)', async () => {
    orders.add({ restaurantId: 1, orderId: 'ord_cash', basketId: 'bsk_c', paymentType: 'cash', amountCents: 900, currency: 'EUR', description: 'c' });
    const cash = (await orders.findByOrderId(1, 'ord_cash'))!;
    await expect(syncOrderPayment(deps, cash, 'return')).rejects.toMatchObject({ code: 'payment_cannot_update', status: 409 });
  });

  it('any sequence of provider reports, each delivered any number of times, changes the order at most once per status and never after paid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...PAYMENT_STATUSES), fc.integer({ min: 1, max: 3 })), { maxLength: 12 }), async (reports) => {
        orders.orders.get('ord_a')!.paymentStatus = 'open';
        orders.changes.length = 0;
        events.events.length = 0;
        for (const [status, times] of reports) {
          scripted.state.status = status;
          for (let i = 0; i < times; i += 1) await syncOrderPayment(deps, await record(), 'webhook');
        }
        const applied = orders.changes.map((c) => c.change);
        expect(new Set(applied).size).toBe(applied.length);
        const paidAt = applied.indexOf('paid');
        if (paidAt >= 0) expect(paidAt).toBe(applied.length - 1);
      }),
    );
  });
});
