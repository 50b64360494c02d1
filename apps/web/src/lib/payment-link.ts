/** Where the browser goes with a payment link (spec §2, after order creation and a payment retry). */
export type PaymentLinkTarget = { kind: 'route'; to: string } | { kind: 'redirect'; url: string };

/**
 * A link to the payment-status page goes to the /paymentstatus route with the link's query; a link
 * to the payment page (the built-in test provider) goes to the /payment route with its query;
 * anything else (Mollie, SaferPay) is a provider page the browser is sent to.
 */
export function paymentLinkTarget(link: string, base: string): PaymentLinkTarget {
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    return { kind: 'redirect', url: link };
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith('/paymentstatus')) return { kind: 'route', to: `/paymentstatus${url.search}` };
  if (path.endsWith('/payment')) return { kind: 'route', to: `/payment${url.search}` };
  return { kind: 'redirect', url: url.toString() };
}
