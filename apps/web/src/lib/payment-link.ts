/** Where the browser goes with a payment link (spec §2, after order creation and a payment retry). */
export type PaymentLinkTarget = { kind: 'route'; to: string } | { kind: 'redirect'; url: string };

/**
 * A link to the payment-status page goes to the /paymentstatus route with the link's query (a table
 * bill share's to the /table-bill route); a link
 * to the payment page (the built-in test provider) goes to the /payment route with its query;
 * another https page (Mollie, SaferPay) is a provider page the browser is sent to. Anything else —
 * javascript:, data:, a plain-http foreign host, text that is no URL — is never followed: the guest
 * goes to `fallback` (their order's status page where it is known) instead.
 */
export function paymentLinkTarget(link: string, base: string, fallback = '/'): PaymentLinkTarget {
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    return { kind: 'route', to: fallback };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'route', to: fallback };
  const path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith('/paymentstatus')) return { kind: 'route', to: `/paymentstatus${url.search}` };
  if (path.endsWith('/payment')) return { kind: 'route', to: `/payment${url.search}` };
  if (path.endsWith('/table-bill')) return { kind: 'route', to: `/table-bill${url.search}` };
  const sameOrigin = url.origin === new URL(base).origin;
  if (url.protocol === 'http:' && !sameOrigin) return { kind: 'route', to: fallback };
  return { kind: 'redirect', url: url.toString() };
}
