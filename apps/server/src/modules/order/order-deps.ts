import type { Config } from '../../config.ts';
import type { PaymentProviders } from '../../payments/provider-registry.ts';
import type { BasketDeps } from '../basket/basket-access.ts';

export interface OrderDeps extends BasketDeps {
  config: Pick<Config, 'publicUrl' | 'mollie' | 'saferpay'>;
  providers: PaymentProviders;
}
