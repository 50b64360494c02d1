import type { ManagerSummary } from '@tavola/domain/schemas/manager';
import { formatAmount } from '../../../lib/money.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

const TYPE_KEYS: Record<string, string> = {
  mollie: 'card.payment.online',
  saferPay: 'card.payment.online',
  cash: 'card.payment.cash',
  payAtEnd: 'card.payment.payAtEnd',
  payFix: 'card.payment.payFix',
  pwc: 'card.payment.pickup',
};

/** The range's orders and revenue by payment type, for closing the till. */
export function DaySummary({ summary }: { summary: ManagerSummary | undefined }) {
  const { t, lang } = useManagerTexts();
  if (!summary) return null;
  return (
    <section
      aria-label={t('summary.title')}
      className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm"
      data-testid="day-summary"
    >
      <span className="font-bold">{t('summary.orders', { count: summary.orders })}</span>
      <span>
        {t('summary.revenue')}: <span className="font-bold tabular-nums">{formatAmount(summary.total, lang)}</span>
      </span>
      {summary.byPaymentType.map((row) => (
        <span key={row.paymentType} className="text-muted">
          {t(TYPE_KEYS[row.paymentType] ?? 'card.payment.cash')} · {row.orders} ·{' '}
          <span className="tabular-nums">{formatAmount(row.total, lang)}</span>
        </span>
      ))}
    </section>
  );
}
