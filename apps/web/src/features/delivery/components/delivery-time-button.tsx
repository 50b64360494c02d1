import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { useBasket } from '../../../api/basket.ts';
import { Icon } from '../../../ui/core-icon.tsx';
import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';
import { localDateFromDayNumber } from '@tavola/domain/time/local-clock';
import { asapAvailability } from '@tavola/domain/time/next-bookable-time';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { deliveryScheduleOf } from '../../../api/restaurant-schedule.ts';
import { useNow } from '../../../lib/use-now.ts';
import { NextBookableOffer } from './next-bookable-offer.tsx';

const DeliveryTimeSheet = lazy(() => import('./delivery-time-sheet.tsx'));

/**
 * Shows the chosen time or 'As soon as possible' and opens the picker. While the type is closed or
 * paused and no time is chosen, 'as soon as possible' is not offered: the next bookable time is
 * (NextBookableOffer), on the same rule the server refuses ASAP with.
 */
export function DeliveryTimeButton({ deliveryType }: { deliveryType: DeliveryType | null }) {
  const { t, i18n } = useTranslation();
  const basket = useBasket().data;
  const info = useRestaurantInfo().data;
  const now = useNow();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const chosen = basket?.deliveryTime ?? null;
  const schedule = info && deliveryType ? deliveryScheduleOf(info, deliveryType) : null;
  const availability = schedule ? asapAvailability(now, schedule) : null;
  // Not waiting for the basket: the server draws the offer from the first byte (it knows no basket), so
  // the menu below does not jump down once the basket arrives; a guest's chosen time replaces it then.
  const closedOffer = !chosen && availability && !availability.asap ? availability : null;
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
            {chosen ? formatLocalDateTime(chosen, i18n.language) : closedOffer ? t('delivery.chooseTime') : t('delivery.asap')}
          </span>
        </span>
        <Icon name="chevronDown" className="size-4 shrink-0 text-muted" />
      </button>
      {closedOffer && schedule && deliveryType && (
        <NextBookableOffer
          deliveryType={deliveryType}
          next={closedOffer.next}
          today={localDateFromDayNumber(toLocalMoment(now, schedule.timeZone).dayNumber)}
        />
      )}
      {requested && deliveryType && (
        <Suspense fallback={null}>
          <DeliveryTimeSheet open={open} onOpenChange={setOpen} deliveryType={deliveryType} current={chosen} />
        </Suspense>
      )}
    </>
  );
}
