import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import type { CheckoutTotals } from '../api/basket-price.ts';

/** Subtotal, delivery fee, discount, tip and total: every figure as the server computed it. */
export function TotalsCard({ totals, voucherCode }: { totals: CheckoutTotals; voucherCode: string | null }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const rows: { key: string; label: string; value: string; testId: string }[] = [
    { key: 'subtotal', label: t('checkout.totals.subtotal'), value: format(totals.subtotal), testId: 'total-subtotal' },
  ];
  if (totals.shipping > 0)
    rows.push({
      key: 'shipping',
      label: t('checkout.totals.shipping'),
      value: format(totals.shipping),
      testId: 'total-shipping',
    });
  if (totals.discount > 0)
    rows.push({
      key: 'discount',
      label: voucherCode ? `${t('checkout.totals.discount')} (${voucherCode})` : t('checkout.totals.discount'),
      value: `−${format(totals.discount)}`,
      testId: 'total-discount',
    });
  if (totals.tip > 0)
    rows.push({ key: 'tip', label: t('checkout.totals.tip'), value: format(totals.tip), testId: 'total-tip' });
  const belowMinimum = totals.minimumOrderValue > 0 && totals.subtotal < totals.minimumOrderValue;
  return (
    <div data-testid="checkout-totals">
      <dl className="space-y-1.5 text-[15px]">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-3">
            <dt className="text-muted">{row.label}</dt>
            <dd
              className={`tabular-nums ${row.key === 'discount' ? 'font-medium text-primary-ink' : ''}`}
              data-testid={row.testId}
            >
              {row.value}
            </dd>
          </div>
        ))}
        <div className="mt-2 flex items-baseline justify-between gap-3 border-t border-line pt-3">
          <dt className="font-semibold">{t('checkout.totals.total')}</dt>
          <dd className="text-xl font-bold tabular-nums" data-testid="total-total" aria-live="polite">
            {format(totals.total)}
          </dd>
        </div>
      </dl>
      {belowMinimum && (
        <p
          className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="minimum-order"
        >
          {t('checkout.totals.minimumNotReached', { price: format(totals.minimumOrderValue) })}
        </p>
      )}
    </div>
  );
}
