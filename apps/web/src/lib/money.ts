import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { amountToCents, formatMoney } from '@tavola/domain/pricing/money';
import { pageConfig } from './page-config.ts';

/** Decimal amounts from the API (12.5) in the guest's language and the restaurant's currency. */
export function formatAmount(amount: number, lang: string): string {
  const cents = amountToCents(amount) ?? Math.round(amount * 100);
  return formatMoney(cents, pageConfig.currency, lang);
}

export function useFormatPrice(): (amount: number) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback((amount: number) => formatAmount(amount, lang), [lang]);
}
