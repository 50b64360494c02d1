import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { useBasket } from '../../../api/basket.ts';
import { Icon } from '../../../ui/icon.tsx';
import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';

const DeliveryTimeSheet = lazy(() => import('./delivery-time-sheet.tsx'));

/** Shows the chosen time or 'As soon as possible'; opens the picker. */
export function DeliveryTimeButton({ deliveryType }: { deliveryType: DeliveryType | null }) {
  const { t, i18n } = useTranslation();
  const basket = useBasket().data;
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const chosen = basket?.deliveryTime ?? null;
  return (
    <>
      <button
        type="button"
        disabled={!deliveryType}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        data-testid="delivery-time-button"
        className="flex h-12 min-w-0 items-center gap-3 rounded-full bg-surface ps-4 pe-3 text-start ring-1 ring-line transition hover:bg-stone-50 disabled:opacity-60"
      >
        <Icon name="clock" className="size-5 shrink-0 text-primary-ink" />
        <span className="min-w-0 flex-1 leading-tight">
          <span className="block text-[11px] font-semibold tracking-wide text-muted uppercase">
            {t('delivery.timeLabel')}
          </span>
          <span className="block truncate text-sm font-semibold tabular-nums" data-testid="delivery-time-value">
            {chosen ? formatLocalDateTime(chosen, i18n.language) : t('delivery.asap')}
          </span>
        </span>
        <Icon name="chevronDown" className="size-4 shrink-0 text-muted" />
      </button>
      {requested && deliveryType && (
        <Suspense fallback={null}>
          <DeliveryTimeSheet open={open} onOpenChange={setOpen} deliveryType={deliveryType} current={chosen} />
        </Suspense>
      )}
    </>
  );
}
