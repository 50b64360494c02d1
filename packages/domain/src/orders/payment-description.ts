import type { Lang } from '../messages/catalogue.ts';

const ORDER_WORD: Record<Lang, string> = { en: 'order', de: 'Bestellung', fr: 'commande', ar: 'طلب' };

/**
 * What a payment says it is for (the provider's page, the bank statement, the test payment page):
 * in the guest's language, not English on a German page.
 */
export function paymentDescription(restaurantName: string, orderNumber: number | null, lang: Lang): string {
  return `${restaurantName}, ${ORDER_WORD[lang]} ${orderNumber ?? ''}`.trim();
}
