import { useTranslation } from '../../../i18n/use-translation.ts';
import { openingIntervalText } from '../../../lib/opening-interval.ts';
import { OPENING_HOURS_SHOWN } from '@tavola/domain/limits';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { isOpenNow, todayOpeningHours } from '@tavola/domain/time/opening-hours';
import type { RestaurantInfo } from '../../../api/restaurant-info.ts';
import { deliveryScheduleOf } from '../../../api/restaurant-schedule.ts';
import { Icon } from '../../../ui/core-icon.tsx';

const NOT_AVAILABLE: Record<DeliveryType, string> = {
  delivery: 'openingHours.deliveryNotAvailable',
  pickup: 'openingHours.pickupNotAvailable',
  here: 'openingHours.closedNow',
};

/**
 * Today's opening hours of the chosen delivery type, first two entries (spec §2), or the notice
 * that the type is not available today / the restaurant is closed.
 */
export function OpeningHoursSummary({ info, deliveryType }: { info: RestaurantInfo; deliveryType: DeliveryType }) {
  const { t } = useTranslation();
  const schedule = deliveryScheduleOf(info, deliveryType);
  const now = new Date();
  const today = schedule ? todayOpeningHours(now, schedule) : null;
  let notice: string | null = null;
  if (info.closed || info.ordering_paused_until) notice = t('openingHours.closedNow');
  else if (!today || today.intervals.length === 0) notice = t(NOT_AVAILABLE[deliveryType]);

  const openNow = schedule ? isOpenNow(now, schedule) : false;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="opening-hours">
      {notice ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950">
          <Icon name="clock" className="size-4" />
          {notice}
        </span>
      ) : (
        <>
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold ${
              openNow ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800'
            }`}
          >
            <span
              aria-hidden="true"
              className={`size-1.5 rounded-full ${openNow ? 'bg-emerald-600' : 'bg-stone-500'}`}
            />
            {openNow ? t('openingHours.openNow') : t('openingHours.closedBadge')}
          </span>
          <span className="inline-flex items-center gap-1.5 text-muted">
            <Icon name="clock" className="size-4" />
            <span>
              {t('openingHours.today')}{' '}
              <span dir="ltr" className="font-medium text-ink tabular-nums">
                {today!.intervals
                  .slice(0, OPENING_HOURS_SHOWN)
                  .map(openingIntervalText)
                  .join(' · ')}
              </span>
            </span>
          </span>
        </>
      )}
    </div>
  );
}
