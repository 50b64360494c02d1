import { canAdd, type AttributeGroup as RuleGroup } from '@tavola/domain/attributes/attribute-selection';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { buttonClass } from '../../../ui/button.ts';
import type { AddRequest } from '../hooks/use-add-to-basket.ts';
import { useAddToBasket } from '../hooks/use-add-to-basket.ts';

interface AddFooterProps {
  request: AddRequest;
  /** The extras rules: Add stays disabled until every group's minimum is met (spec §5). */
  groups: readonly RuleGroup[];
  selection: readonly number[];
  price: number;
  soldOut: boolean;
  /** What the disabled button says instead of 'Out of stock' (a manager's break). */
  soldOutLabel?: string;
  /** Something else the panel still needs (event mode: a person name or date). */
  incomplete?: boolean;
  /** Which: said above the disabled button, not just "fill in the details". */
  incompleteReason?: string | null;
  onAdded: () => void;
}

/** The panel's Add button with the price of the product and its chosen extras. */
export function AddFooter({
  request,
  groups,
  selection,
  price,
  soldOut,
  soldOutLabel,
  incomplete = false,
  incompleteReason = null,
  onAdded,
}: AddFooterProps) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const add = useAddToBasket();
  // A disabled Add says why: sold out is on the button itself, a missing extra next to its group.
  const blockedBy = incomplete && !soldOut ? (incompleteReason ?? t('product.completeFirst')) : null;
  return (
    <>
      {blockedBy && (
        <p id="panel-add-reason" className="mb-2 text-center text-sm text-muted" data-testid="panel-add-reason">
          {blockedBy}
        </p>
      )}
      <button
        type="button"
        onClick={() => add.mutate(request, { onSuccess: onAdded })}
        disabled={!canAdd(groups, selection) || soldOut || incomplete || add.isPending}
        data-testid="panel-add"
        aria-describedby={blockedBy ? 'panel-add-reason' : undefined}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {add.isPending
          ? t('product.adding')
          : soldOut
            ? (soldOutLabel ?? t('menu.outOfStock'))
            : `${t('product.add')} · ${format(price)}`}
      </button>
    </>
  );
}
