import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { listSelectableDates, listSlots } from '@tavola/domain/time/delivery-slots';
import { splitDeliveryTime } from '@tavola/domain/time/local-clock';
import { asapAvailability } from '@tavola/domain/time/next-bookable-time';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { deliveryScheduleOf } from '../../../api/restaurant-schedule.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useSetDeliveryTime } from '../api/set-delivery-time.ts';

interface DeliveryTimeSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deliveryType: DeliveryType;
  /** The basket's time 'YYYY-MM-DD HH:MM:SS', or null for as soon as possible. */
  current: string | null;
}

/**
 * The delivery-time picker: the days the restaurant can serve (days without a slot dimmed) and
 * their slots (on the type's time step), all from the slot rules of packages/domain, or 'as soon as possible'.
 */
export default function DeliveryTimeSheet({ open, onOpenChange, deliveryType, current }: DeliveryTimeSheetProps) {
  const { t, i18n } = useTranslation();
  const info = useRestaurantInfo().data;
  const saveTime = useSetDeliveryTime();
  // The clock of this opening of the picker: slots do not shift while the guest chooses.
  const now = useMemo(() => new Date(), []);
  const schedule = info ? deliveryScheduleOf(info, deliveryType) : null;
  const dates = useMemo(() => (schedule ? listSelectableDates(now, schedule) : []), [schedule, now]);
  const currentParts = current ? splitDeliveryTime(current) : null;
  const [date, setDate] = useState<string | null>(currentParts?.date ?? null);
  const [time, setTime] = useState<string | null>(currentParts?.time ?? null);
  const shownDate = date ?? dates.find((entry) => entry.enabled)?.date ?? null;
  const slots = useMemo(
    () => (schedule && shownDate ? listSlots(shownDate, now, schedule) : []),
    [schedule, shownDate, now],
  );
  const anyEnabled = dates.some((entry) => entry.enabled);
  // The restaurant may switch 'as soon as possible' off for the type: then a time must be chosen.
  // Closed or paused now, it is not offered either (the server would refuse it: restaurant_closed).
  const asapOffered = info?.[`${deliveryType}_asap`] !== false && (!schedule || asapAvailability(now, schedule).asap);

  const save = (value: string | null) =>
    saveTime.mutate({ value, deliveryType }, { onSuccess: () => onOpenChange(false) });

  const dayLabel = (value: string, index: number) => {
    if (index === 0) return t('delivery.today');
    if (index === 1) return t('delivery.tomorrow');
    return new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    );
  };
  const dayNumber = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    );

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('delivery.chooseTime')}
      variant="center"
      testId="delivery-time-sheet"
      footer={
        <div className={`grid gap-2 sm:gap-3 ${asapOffered ? 'sm:grid-cols-2' : ''}`}>
          <button
            type="button"
            onClick={() => shownDate && time && save(`${shownDate} ${time}`)}
            disabled={saveTime.isPending || !shownDate || !time || !slots.includes(time)}
            className={buttonClass('primary', 'lg', 'w-full sm:order-2')}
            data-testid="delivery-time-save"
          >
            {t('delivery.save')}
          </button>
          {asapOffered && (
            <button
              type="button"
              onClick={() => save(null)}
              disabled={saveTime.isPending}
              className={buttonClass('secondary', 'lg', 'w-full px-3 sm:order-1')}
              data-testid="delivery-time-asap"
            >
              {t('delivery.asap')}
            </button>
          )}
        </div>
      }
    >
      {!info ? (
        <Skeleton className="h-40 w-full rounded-2xl" />
      ) : !anyEnabled ? (
        <p className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200">
          {t('delivery.noTimes')}
        </p>
      ) : (
        <div className="space-y-5">
          {/* min-w-0: a fieldset is min-width: auto, so the row of days would widen the sheet instead of scrolling. */}
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-semibold text-muted">{t('delivery.date')}</legend>
            <div className="no-scrollbar -mx-5 flex gap-2 overflow-x-auto px-5 pb-1">
              {dates.map((entry, index) => {
                const selected = entry.date === shownDate;
                return (
                  <button
                    key={entry.date}
                    type="button"
                    disabled={!entry.enabled}
                    aria-pressed={selected}
                    onClick={() => {
                      setDate(entry.date);
                      setTime(null);
                    }}
                    className={`flex h-16 w-20 shrink-0 flex-col items-center justify-center rounded-2xl text-sm ring-1 transition disabled:cursor-not-allowed disabled:opacity-40 ${
                      selected ? 'bg-ink text-white ring-ink' : 'bg-surface ring-line hover:bg-stone-50'
                    }`}
                  >
                    <span className="font-semibold">{dayLabel(entry.date, index)}</span>
                    <span className={selected ? 'text-white/80' : 'text-muted'}>{dayNumber(entry.date)}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-semibold text-muted">{t('delivery.time')}</legend>
            {slots.length === 0 ? (
              <p className="text-muted">{t('delivery.noTimes')}</p>
            ) : (
              <div className="grid grid-cols-4 gap-2 sm:grid-cols-5" data-testid="delivery-slots">
                {slots.map((slot) => (
                  <button
                    key={slot}
                    type="button"
                    aria-pressed={slot === time}
                    onClick={() => setTime(slot)}
                    className={`h-11 rounded-xl text-sm font-semibold tabular-nums ring-1 transition ${
                      slot === time
                        ? 'bg-primary text-on-primary ring-primary'
                        : 'bg-surface ring-line hover:bg-stone-50'
                    }`}
                  >
                    <span dir="ltr">{slot}</span>
                  </button>
                ))}
              </div>
            )}
          </fieldset>
          {current && asapOffered && (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Icon name="info" className="size-4" />
              {t('delivery.asapHint')}
            </p>
          )}
        </div>
      )}
    </Sheet>
  );
}
