import { Link } from 'react-router';
import type { Basket } from '@tavola/domain/schemas/basket';
import type { RestaurantInfo } from '../../../api/restaurant-info.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../ui/icon.tsx';
import type { CheckoutTotals } from '../api/basket-price.ts';
import { OrderLines } from './order-lines.tsx';
import { StepContinue } from './step-continue.tsx';
import { TipChoice } from './tip-choice.tsx';
import { TotalsCard } from './totals-card.tsx';
import { VoucherField } from './voucher-field.tsx';

/** Step 'Summary': the lines, a voucher, a tip and the totals (beside the steps on wide screens). */
export function SummaryStep({
  basket,
  info,
  totals,
  onContinue,
}: {
  basket: Basket;
  info: RestaurantInfo;
  totals: CheckoutTotals;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <OrderLines lines={basket.products} />
      <Link
        to="/cart"
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-ink hover:underline"
      >
        <Icon name="edit" className="size-4" />
        {t('checkout.editBasket')}
      </Link>
      {(info.available_voucher || info.tip_request) && (
        <div className="mt-5 space-y-5 border-t border-line pt-5">
          {info.available_voucher && <VoucherField basket={basket} />}
          {info.tip_request && <TipChoice basket={basket} presets={info.tip_presets} />}
        </div>
      )}
      <div className="mt-5 border-t border-line pt-4 lg:hidden">
        <TotalsCard totals={totals} voucherCode={basket.voucher_code} />
      </div>
      <StepContinue onClick={onContinue} />
    </div>
  );
}
