import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { paymentEvents } from '../db/schema/payment.ts';
import type { PaymentProviderName, PaymentStatus } from './provider.ts';

export type PaymentEventSource = 'webhook' | 'return' | 'prepare' | 'test_page';

export interface PaymentEvent {
  restaurantId: number;
  provider: PaymentProviderName;
  providerPaymentId: string;
  status: PaymentStatus;
  orderId: string;
  source: PaymentEventSource;
}

/** The status reports already applied, so a replayed webhook is recognised and changes nothing. */
export interface PaymentEventLog {
  wasApplied(
    restaurantId: number,
    provider: PaymentProviderName,
    providerPaymentId: string,
    status: PaymentStatus,
  ): Promise<boolean>;
  /** Records an applied report; recording the same one twice is harmless (the first one stays). */
  record(event: PaymentEvent): Promise<void>;
}

export function createPaymentEventLog(db: DbOrTx): PaymentEventLog {
  return {
    async wasApplied(restaurantId, provider, providerPaymentId, status) {
      const [row] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.restaurantId, restaurantId),
            eq(paymentEvents.provider, provider),
            eq(paymentEvents.providerPaymentId, providerPaymentId),
            eq(paymentEvents.status, status),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async record(event) {
      await db.insert(paymentEvents).values(event).onConflictDoNothing();
    },
  };
}
