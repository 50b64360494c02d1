import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { createMollieProvider } from './mollie/mollie-provider.ts';
import type { PaymentProvider, PaymentProviderName } from './provider.ts';
import { createSaferpayProvider } from './saferpay/saferpay-provider.ts';
import { readOwnCredentials } from './credentials/restaurant-credentials.ts';
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
  /**
   * The providers as one restaurant pays through them (decision 088): its own credentials where it
   * stored some, the platform's from the environment otherwise. Every payment call of a restaurant
   * (create, status, webhook, refund) goes through this.
   */
  forRestaurant(restaurantId: number): Promise<PaymentProviders>;
}

export interface PaymentProvidersOptions {
  config: Pick<Config, 'publicUrl' | 'mollie' | 'saferpay' | 'credentialKeys' | 'providerUrls'>;
  db: DbOrTx;
  /** Provider call timeout; tests shorten it. */
  timeoutMs?: number;
}

type ProviderKeys = Pick<Config, 'mollie' | 'saferpay'>;

/**
 * Chooses the provider by payment type from the configuration. With no provider keys at all the
 * built-in test provider stands in for every online type (the out-of-the-box demo). Once any key is
 * configured, an unconfigured provider is an error: a live shop must never fall back to fake payments.
 */
export function createPaymentProviders(options: PaymentProvidersOptions): PaymentProviders {
  const { config, db } = options;
  const platform: PaymentProviders = {
    ...providersWith(options, { mollie: config.mollie, saferpay: config.saferpay }),
    async forRestaurant(restaurantId) {
      const own = await readOwnCredentials(db, config.credentialKeys, restaurantId);
      if (!own.mollie && !own.saferpay) return platform;
      return providersWith(options, {
        mollie: own.mollie ? { apiKey: own.mollie.apiKey, apiUrl: config.providerUrls?.mollie } : config.mollie,
        saferpay: own.saferpay
          ? {
              customerId: own.saferpay.customerId,
              terminalId: own.saferpay.terminalId,
              username: own.saferpay.username,
              password: own.saferpay.password,
              apiUrl: saferpayUrl(config, own.saferpay.environment),
            }
          : config.saferpay,
      });
    },
  };
  return platform;
}

export function saferpayUrl(config: Pick<Config, 'providerUrls'>, environment: 'live' | 'test'): string {
  const urls = config.providerUrls ?? { saferpayLive: 'https://www.saferpay.com/api', saferpayTest: 'https://test.saferpay.com/api' };
  return environment === 'live' ? urls.saferpayLive : urls.saferpayTest;
}

function providersWith(options: PaymentProvidersOptions, keys: ProviderKeys): PaymentProviders {
  const { config, db, timeoutMs } = options;
  const testModeOnly = !keys.mollie && !keys.saferpay;
  const cache = new Map<PaymentProviderName, PaymentProvider>();

  function build(name: PaymentProviderName): PaymentProvider {
    switch (name) {
      case 'test':
        return createTestProvider({ db, publicUrl: config.publicUrl });
      case 'mollie':
        if (!keys.mollie) throw new AppError('payment_missing_mollie_info', 503);
        return createMollieProvider({ ...keys.mollie, timeoutMs });
      case 'saferpay':
        if (!keys.saferpay) throw new AppError('payment_missing_saferpay_info', 503);
        return createSaferpayProvider({ ...keys.saferpay, timeoutMs });
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

  const providers: PaymentProviders = {
    testModeOnly,
    byName,
    forPaymentType(paymentType) {
      const name = providerNameOfType(paymentType);
      // A live shop never takes fake payments, even when a guest names the test type.
      if (!name || (name === 'test' && !testModeOnly)) throw new AppError('payment_type_invalid', 400);
      return byName(testModeOnly ? 'test' : name);
    },
    // A restaurant's view is already resolved.
    forRestaurant: async () => providers,
  };
  return providers;
}
