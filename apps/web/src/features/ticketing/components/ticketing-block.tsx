import { useMemo, useState } from 'react';
import { splitDeliveryTime } from '@tavola/domain/time/local-clock';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { useBasket } from '../../../api/basket.ts';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useIsDesktop } from '../../../lib/media.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useSetTicketTime } from '../api/set-ticket-time.ts';
import { useTicketCalendar } from '../hooks/use-ticket-calendar.ts';
import { TICKETING_TITLE_ID } from '../lazy-ticketing-block.ts';
import { formatShortDate } from './format-date.ts';
import { TicketCalendar } from './ticket-calendar.tsx';
import { TicketSlotList } from './ticket-slot-list.tsx';

/**
 * Ticketing mode's booking block on the menu page (spec §2, §4): a calendar, then the chosen
 * day's slots; choosing one books it as the basket's pickup time. Until then the menu route keeps
 * the menu hidden. Once a time is set the block folds into a summary with 'Change'.
 */
export default function TicketingBlock() {
  const { t, i18n } = useTranslation();
  const info = useRestaurantInfo().data;
  const basket = useBasket();
  const isDesktop = useIsDesktop();
  const now = useMemo(() => new Date(), []);
  const calendar = useTicketCalendar(info, now);
  const booked = basket.data?.deliveryTime ? splitDeliveryTime(basket.data.deliveryTime.slice(0, 16)) : null;
  const [date, setDate] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const setTime = useSetTicketTime();
  const shownDate = date ?? booked?.date ?? null;
  const pendingTime = setTime.isPending && setTime.variables.date === shownDate ? setTime.variables.time : null;

  const heading = (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary-ink"
      >
        <Icon name="calendar" className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 id={TICKETING_TITLE_ID} className="text-lg font-bold tracking-tight md:text-xl">
          {t('ticketing.title')}
        </h2>
        <p className="text-sm text-muted">{t('ticketing.intro')}</p>
      </div>
    </div>
  );

  let body;
  if (!info || !calendar || (basket.isPending && basket.fetchStatus !== 'idle')) {
    body = <Skeleton className="mt-5 h-80 w-full rounded-2xl" />;
  } else if (calendar.bookable.size === 0) {
    body = (
      <p role="status" className="mt-5 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200">
        {t('ticketing.noSlots')}
      </p>
    );
  } else if (booked && !editing) {
    const bookedEnd = calendar.slotsOf(booked.date).find((slot) => slot.time === booked.time)?.endTime;
    body = (
      <div
        className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-primary/5 px-4 py-3 ring-1 ring-primary/20"
        data-testid="ticket-chosen"
      >
        <p>
          <span className="block text-xs font-semibold tracking-wide text-primary-ink uppercase">
            {t('ticketing.chosen')}
          </span>
          <span className="font-semibold">
            {formatShortDate(booked.date, i18n.language)} ·{' '}
            <span dir="ltr">
              {booked.time}
              {bookedEnd && ` – ${bookedEnd}`}
            </span>
          </span>
        </p>
        <button
          type="button"
          onClick={() => setEditing(true)}
          className={buttonClass('secondary', 'sm')}
          data-testid="ticket-change"
        >
          {t('ticketing.change')}
        </button>
      </div>
    );
  } else {
    const slots = shownDate ? calendar.slotsOf(shownDate) : [];
    const today = toLocalMoment(now, info.timeZone).date;
    body = (
      <div className="mt-5 grid gap-6 lg:grid-cols-[656px_minmax(0,1fr)] lg:gap-10">
        <TicketCalendar
          timeZone={info.timeZone}
          today={today}
          minDate={calendar.minDate}
          maxDate={calendar.maxDate}
          bookable={calendar.bookable}
          selected={shownDate}
          monthsShown={isDesktop ? 2 : 1}
          onSelect={setDate}
        />
        <div aria-live="polite">
          {!shownDate || slots.length === 0 ? (
            <Prompt text={t('ticketing.selectDate')} />
          ) : (
            <>
              <h3 className="mb-3 font-semibold">
                {t('ticketing.timesOn', { date: formatShortDate(shownDate, i18n.language) })}
              </h3>
              <TicketSlotList
                slots={slots}
                chosenTime={booked?.date === shownDate ? booked.time : null}
                pendingTime={pendingTime}
                onChoose={(slot) =>
                  setTime.mutate({ date: slot.date, time: slot.time }, { onSuccess: () => setEditing(false) })
                }
              />
              {booked?.date !== shownDate && <Prompt text={t('ticketing.selectTime')} className="mt-4" />}
            </>
          )}
        </div>
      </div>
    );
  }

  return (
    <section
      aria-labelledby={TICKETING_TITLE_ID}
      className="rounded-3xl bg-surface p-4 shadow-card ring-1 ring-line md:p-6"
      data-testid="ticketing-block"
    >
      {heading}
      {body}
    </section>
  );
}

function Prompt({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p
      role="status"
      className={`flex items-center gap-2 rounded-2xl bg-canvas px-4 py-3 text-[15px] font-medium ${className}`}
      data-testid="ticket-prompt"
    >
      <Icon name="info" className="size-5 shrink-0 text-primary-ink" />
      {text}
    </p>
  );
}
