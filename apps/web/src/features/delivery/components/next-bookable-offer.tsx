import type { DeliveryType } from '@tavola/domain/schemas/basket';
import type { ValidTime } from '@tavola/domain/time/delivery-slots';
import { addDaysToLocalDate } from '@tavola/domain/time/local-clock';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/core-icon.tsx';
import { useSetDeliveryTime } from '../api/set-delivery-time.ts';

interface NextBookableOfferProps {
  deliveryType: DeliveryType;
  /** The next time that may be ordered, or null when none is left in the order window. */
  next: ValidTime | null;
  /** The restaurant's local date now ('YYYY-MM-DD'), to say today or tomorrow. */
  today: string;
}

/**
 * Closed or paused (issue 26 item 17): instead of 'as soon as possible', refused two steps later,
 * the guest is offered the next bookable time up front and takes it in one tap.
 */
export function NextBookableOffer({ deliveryType, next, today }: NextBookableOfferProps) {
  const { t, i18n } = useTranslation();
  const saveTime = useSetDeliveryTime();
  const when = (time: ValidTime) => {
    if (time.date === today) return t('delivery.todayAt', { time: time.time });
    if (time.date === addDaysToLocalDate(today, 1)) return t('delivery.tomorrowAt', { time: time.time });
    const day = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${time.date}T12:00:00Z`),
    );
    return t('delivery.dayAt', { day, time: time.time });
  };
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
      role="status"
      data-testid="next-bookable-offer"
    >
      <Icon name="clock" className="size-5 shrink-0" />
      {/* A 12rem basis, not 0: on a phone the button wraps under the words instead of squeezing them. */}
      <p className="min-w-0 flex-[1_1_12rem]">
        <span className="block font-semibold">{t('delivery.closedNow')}</span>
        {next ? (
          <span data-testid="next-bookable-when">{t('delivery.nextBookable', { when: when(next) })}</span>
        ) : (
          <span>{t('delivery.noTimes')}</span>
        )}
      </p>
      {next && (
        <button
          type="button"
          onClick={() => saveTime.mutate({ value: `${next.date} ${next.time}`, deliveryType })}
          disabled={saveTime.isPending}
          className={buttonClass('primary', 'md', 'shrink-0')}
          data-testid="next-bookable-accept"
        >
          {t('delivery.orderFor', { time: next.time })}
        </button>
      )}
    </div>
  );
}
