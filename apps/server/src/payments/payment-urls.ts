import type { PaymentProviderName } from './provider.ts';

/** Where the guest lands after the provider's page: the storefront reads the status from the server. */
export function paymentReturnUrl(storefrontUrl: string, orderId: string): string {
  const url = new URL('/paymentstatus', storefrontUrl);
  url.searchParams.set('orderId', orderId);
  return url.toString();
}

/**
 * Where a provider reports changes. The restaurant (and for SaferPay, whose notification carries no
 * payment id of its own, the order) travel in our own URL so the look-up stays scoped to one restaurant.
 */
export function paymentWebhookUrl(
  publicUrl: string,
  provider: PaymentProviderName,
  restaurantId: number,
  orderId: string,
): string {
  const url = new URL(`/api/payment/webhook/${provider}`, publicUrl);
  url.searchParams.set('restaurantId', String(restaurantId));
  if (provider !== 'mollie') url.searchParams.set('orderId', orderId);
  return url.toString();
}
