import type { TicketSlot } from '@tavola/domain/tickets/ticket-slots';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface TicketSlotListProps {
  slots: TicketSlot[];
  /** 'HH:MM' of the slot the basket holds on this day, if any. */
  chosenTime: string | null;
  /** 'HH:MM' of the slot being booked right now. */
  pendingTime: string | null;
  onChoose: (slot: TicketSlot) => void;
}

/** The time slots of one day (spec §4): the one being booked reads 'Loading...'. */
export function TicketSlotList({ slots, chosenTime, pendingTime, onChoose }: TicketSlotListProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2" data-testid="ticket-slots">
      {slots.map((slot) => {
        const chosen = slot.time === chosenTime;
        const pending = slot.time === pendingTime;
        const sameDay = slot.endDate === slot.date;
        return (
          <li key={`${slot.ticketTimeId}-${slot.time}`}>
            <button
              type="button"
              aria-pressed={chosen}
              aria-busy={pending}
              disabled={pendingTime !== null}
              onClick={() => onChoose(slot)}
              data-testid="ticket-slot"
              className={`flex min-h-14 w-full flex-col items-center justify-center rounded-2xl px-3 py-2 text-center ring-1 transition disabled:cursor-wait ${
                chosen
                  ? 'bg-primary text-on-primary ring-primary'
                  : 'bg-surface ring-line hover:bg-primary/5 hover:ring-primary/40'
              }`}
            >
              {pending ? (
                <span className="font-semibold">{t('ticketing.loading')}</span>
              ) : (
                <>
                  <span className="font-semibold tabular-nums" dir="ltr">
                    {slot.time} – {sameDay ? slot.endTime : `${slot.endTime} (+1)`}
                  </span>
                  {slot.capacity !== null && (
                    <span className={`text-xs ${chosen ? 'text-on-primary/90' : 'text-muted'}`}>
                      {t('ticketing.places', { count: slot.capacity })}
                    </span>
                  )}
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
