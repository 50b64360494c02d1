import { useState } from 'react';
import type { Reservation } from '@tavola/domain/schemas/reservation';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { focusOnMount } from '../../../lib/focus-on-mount.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { ReservationFormView } from './reservation-form.tsx';
import { ReservationSummary } from './reservation-summary.tsx';

/**
 * The 'Table Reservation' overlay (spec §2): one of the page's overlays, so opening it closes any
 * other and the page behind does not scroll. It books, then shows what was booked.
 */
export default function ReservationOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [booked, setBooked] = useState<{ reservation: Reservation; email: string } | null>(null);
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={booked ? t('reservation.bookedTitle') : t('reservation.title')}
      description={booked ? undefined : t('reservation.intro')}
      variant="center"
      widthClass="md:w-[min(92vw,560px)]"
      testId="reservation-overlay"
      // Spec §2: the dimmed layer closes the text overlays, not the table reservation (a half-filled form).
      closeOnDimmedLayer={false}
    >
      {booked ? (
        <div className="space-y-5 pb-1" data-testid="reservation-success">
          <div
            role="status"
            className="flex items-start gap-3 rounded-2xl bg-primary/10 px-4 py-3.5 text-primary-ink ring-1 ring-primary/20"
          >
            <Icon name="check" className="mt-0.5 size-5 shrink-0" />
            <p className="font-semibold">{t('reservation.mailSent', { email: booked.email })}</p>
          </div>
          <ReservationSummary reservation={booked.reservation} />
          <button type="button" onClick={onClose} className={buttonClass('primary', 'lg', 'w-full')} ref={focusOnMount}>
            {t('reservation.close')}
          </button>
        </div>
      ) : (
        <ReservationFormView onBooked={(reservation, email) => setBooked({ reservation, email })} />
      )}
    </Sheet>
  );
}
