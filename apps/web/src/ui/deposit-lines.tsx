import { lineDeposits } from '@tavola/domain/pricing/line-deposits';
import { useTranslation } from '../i18n/use-translation.ts';
import { useFormatPrice } from '../lib/money.ts';

type Depot = { name: string; price: number } | null;

/** "Deposit: Glass bottle (€0.08)" for a line's own deposit and its package components' (spec §2 Cart: depot). */
export function DepositLines({
  line,
  className = 'text-muted',
}: {
  line: { depot: Depot; items: readonly { quantity: number; depot: Depot }[] };
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const deposits = lineDeposits(line);
  if (deposits.length === 0) return null;
  return (
    <>
      {deposits.map((deposit) => (
        <p key={`${deposit.name}-${deposit.price}`} className={className} data-testid="line-deposit">
          {t('cart.deposit')}: {deposit.count > 1 ? `${deposit.count} × ` : ''}
          <bdi>{deposit.name}</bdi> <span className="tabular-nums">({format(deposit.price)})</span>
        </p>
      ))}
    </>
  );
}
