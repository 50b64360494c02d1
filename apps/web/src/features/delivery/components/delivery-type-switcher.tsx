import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { Icon, type CoreIconName } from '../../../ui/core-icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useChangeDeliveryMethod } from '../api/change-delivery-method.ts';

const ICONS: Record<DeliveryType, CoreIconName> = { delivery: 'bike', pickup: 'bag', here: 'dish' };

/**
 * Delivery, pickup or eat here, as a segmented control of native radio buttons. On phones the
 * segments share the width equally (min-w-0, basis-0) with the icon above the label, so three
 * labels fit 375 px in every language ('À emporter' did not beside its icon); wider, each segment
 * sizes to its label. Truncation is only the last resort for a longer translation.
 */
export function DeliveryTypeSwitcher({ offered, current }: { offered: DeliveryType[]; current: DeliveryType | null }) {
  const { t } = useTranslation();
  const change = useChangeDeliveryMethod();
  // While the server switches, the guest already sees their choice; an error reverts it.
  const shown = change.isPending ? change.variables : current;
  if (offered.length === 0) return <Skeleton className="h-16 w-full rounded-full sm:h-12 sm:w-80" />;
  return (
    <fieldset className="min-w-0" data-testid="delivery-type-switcher">
      <legend className="sr-only">{t('delivery.typeLabel')}</legend>
      <div className="flex rounded-full bg-stone-200/70 p-1">
        {offered.map((type) => {
          const checked = shown === type;
          return (
            <label
              key={type}
              className={`relative flex h-14 min-w-0 flex-1 basis-0 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-full px-2 text-[13px] leading-tight font-semibold transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary sm:h-10 sm:basis-auto sm:flex-row sm:gap-2 sm:px-4 sm:text-sm ${
                checked ? 'bg-surface text-ink shadow-card' : 'text-muted hover:text-ink'
              }`}
            >
              <input
                type="radio"
                name="delivery-type"
                value={type}
                checked={checked}
                disabled={change.isPending}
                onChange={() => change.mutate(type)}
                className="sr-only"
              />
              <Icon name={ICONS[type]} className="size-[18px] shrink-0" />
              <span className="truncate">{t(`delivery.types.${type}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
