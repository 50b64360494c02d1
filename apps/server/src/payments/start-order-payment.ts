import type { Lang } from '@tavola/domain/messages/catalogue';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import type { AttachedPayment } from './order-payments-port.ts';
import { paymentReturnUrl, paymentWebhookUrl } from './payment-urls.ts';
import { createPaymentProviders, type PaymentProviders } from './provider-registry.ts';

export interface StartOrderPaymentInput {
  restaurantId: number;
  orderId: string;
  /** The create-order payment type: mollie, saferPay (or test while no provider keys are set). */
  paymentType: string;
  amountCents: number;
  currency: string;
  description: string;
  lang: Lang;
  /** The restaurant's storefront base URL when it differs from PUBLIC_URL (own host name). */
  storefrontUrl?: string;
  /** Where the guest comes back to when it is not the order's status page (a table bill share). */
  returnUrl?: string;
}

export interface StartedPayment extends AttachedPayment {
  /** The built-in test provider took it: the storefront shows its /payment page, marked as test mode. */
  testMode: boolean;
}

export interface StartOrderPaymentDeps {
  config: Pick<Config, 'publicUrl' | 'mollie' | 'saferpay' | 'credentialKeys' | 'providerUrls'>;
  /** The test provider stores its payment here: pass the order's transaction to keep both together. */
  db: DbOrTx;
  providers?: PaymentProviders;
}

/**
 * Opens a payment for an order at the provider its payment type names and answers what the order
 * must keep: provider, provider payment id and the checkout link (the create-order paymentLink).
 * Throws AppError: payment_type_invalid (400), payment_missing_*_info (503), payment_has_problem (503).
 */
export async function startOrderPayment(
  deps: StartOrderPaymentDeps,
  input: StartOrderPaymentInput,
): Promise<StartedPayment> {
  const platform = deps.providers ?? createPaymentProviders({ config: deps.config, db: deps.db });
  const provider = (await platform.forRestaurant(input.restaurantId)).forPaymentType(input.paymentType);
  const created = await provider.createPayment({
    restaurantId: input.restaurantId,
    orderReference: input.orderId,
    amountCents: input.amountCents,
    currency: input.currency,
    description: input.description,
    locale: input.lang,
    redirectUrl: input.returnUrl ?? paymentReturnUrl(input.storefrontUrl ?? deps.config.publicUrl, input.orderId),
    webhookUrl: paymentWebhookUrl(deps.config.publicUrl, provider.name, input.restaurantId, input.orderId),
  });
  return { provider: provider.name, ...created, testMode: provider.testMode };
}
