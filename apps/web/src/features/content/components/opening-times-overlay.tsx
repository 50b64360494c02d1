import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RestaurantInfo } from '../../../api/restaurant-info.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { WeekHoursTable } from './week-hours-table.tsx';

/** The week's opening times of every delivery type the restaurant offers, today highlighted. */
export function OpeningTimesOverlay({ info, onClose }: { info: RestaurantInfo | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('routeTitles.openingTime')}
      variant="center"
      testId="opening-times-overlay"
      closeOnDimmedLayer={false}
    >
      {!info ? <Skeleton className="h-64 w-full rounded-2xl" /> : <OpeningTimesTable info={info} />}
    </Sheet>
  );
}

/** Each offered type's week: also drawn by the server on the overlay's address ('/?overlay=openingTime'). */
export function OpeningTimesTable({ info }: { info: RestaurantInfo }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {info.deliveryTypes.map((type) => (
        <section key={type.name}>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
            {t(`delivery.types.${type.name}`)}
          </h3>
          <WeekHoursTable info={info} type={type.name} />
        </section>
      ))}
    </div>
  );
}
