import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { createMollieProvider } from './mollie/mollie-provider.ts';
import type { PaymentProvider, PaymentProviderName } from './provider.ts';
import { createSaferpayProvider } from './saferpay/saferpay-provider.ts';
import { createTestProvider } from './test/test-provider.ts';

/** Payment types (as create-order names them) that send the guest to a provider's page. */
const PROVIDER_OF_TYPE: Record<string, PaymentProviderName> = {
  mollie: 'mollie',
  saferpay: 'saferpay',
  test: 'test',
};

export function providerNameOfType(paymentType: string): PaymentProviderName | null {
  return PROVIDER_OF_TYPE[paymentType.toLowerCase()] ?? null;
}

/** mollie, saferPay (any case) and test are paid online; cash, payAtEnd, payFix, pwc are not. */
export function isOnlinePaymentType(paymentType: string): boolean {
  return providerNameOfType(paymentType) !== null;
}

export interface PaymentProviders {
  /** True when no provider keys are configured: every online payment goes to the built-in test page. */
  readonly testModeOnly: boolean;
  /** The provider that takes a new payment of this type. */
  forPaymentType(paymentType: string): PaymentProvider;
  /** The provider that made an existing payment (webhooks, status look-ups). */
  byName(name: PaymentProviderName): PaymentProvider;
}

export interface PaymentProvidersOptions {
  config: Pick<Config, 'publicUrl' | 'mollie' | 'saferpay'>;
  db: DbOrTx;
  /** Provider call timeout; tests shorten it. */
  timeoutMs?: number;
}

/**
 * Chooses the provider by payment type from the configuration. With no provider keys at all the
 * built-in test provider stands in for every online type (the out-of-the-box demo). Once any key is
 * configured, an unconfigured provider is an error: a live shop must never fall back to fake payments.
 */
export function createPaymentProviders(options: PaymentProvidersOptions): PaymentProviders {
  const { config, db, timeoutMs } = options;
  const testModeOnly = !config.mollie && !config.saferpay;
  const cache = new Map<PaymentProviderName, PaymentProvider>();

  function build(name: PaymentProviderName): PaymentProvider {
    switch (name) {
      case 'test':
        return createTestProvider({ db, publicUrl: config.publicUrl });
      case 'mollie':
        if (!config.mollie) throw new AppError('payment_missing_mollie_info', 503);
        return createMollieProvider({ ...config.mollie, timeoutMs });
      case 'saferpay':
        if (!config.saferpay) throw new AppError('payment_missing_saferpay_info', 503);
        return createSaferpayProvider({ ...config.saferpay, timeoutMs });
    }
  }

  function byName(name: PaymentProviderName): PaymentProvider {
    let provider = cache.get(name);
    if (!provider) {
      provider = build(name);
      cache.set(name, provider);
    }
    return provider;
  }

  return {
    testModeOnly,
    byName,
    forPaymentType(paymentType) {
      const name = providerNameOfType(paymentType);
      // A live shop never takes fake payments, even when a guest names the test type.
      if (!name || (name === 'test' && !testModeOnly)) throw new AppError('payment_type_invalid', 400);
      return byName(testModeOnly ? 'test' : name);
    },
  };
}
