import type { ReactNode } from 'react';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon, type IconName } from '../../../ui/icon.tsx';
import { InlineAlert } from './inline-alert.tsx';
import { StepContinue } from './step-continue.tsx';

const ICONS: Record<DeliveryType, IconName> = { delivery: 'bike', pickup: 'bag', here: 'dish' };

/**
 * The delivery-type choice the route hands in: the menu's own server change (features do not
 * import each other), shown here as cards that fit a phone in every language.
 */
export interface DeliveryTypeChoice {
  offered: DeliveryType[];
  current: DeliveryType | null;
  /** The type being switched to while the server answers. */
  pending: DeliveryType | null;
  choose: (type: DeliveryType) => void;
  /** Minutes a delivery takes on average, for the delivery card's hint. */
  averageMinutes: number | null;
}

/** Step 'Delivery Methods': the type, then the time (the menu's picker), then the server's checks. */
export function DeliveryMethodStep({
  types,
  timeControl,
  error,
  busy,
  onContinue,
}: {
  types: DeliveryTypeChoice;
  timeControl: ReactNode;
  error: string | null;
  busy: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const shown = types.pending ?? types.current;
  return (
    <div>
      <fieldset data-testid="checkout-delivery-types">
        <legend className="mb-3 text-sm text-muted">{t('checkout.deliveryIntro')}</legend>
        <div className="grid grid-cols-1 gap-2.5 sm:grid-cols-3">
          {types.offered.map((type) => {
            const checked = shown === type;
            return (
              <label
                key={type}
                className={`flex cursor-pointer items-center gap-3 rounded-2xl p-3.5 ring-1 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary sm:flex-col sm:items-start sm:gap-2 ${
                  checked ? 'bg-primary/5 ring-2 ring-primary' : 'ring-line hover:bg-stone-50'
                }`}
              >
                <input
                  type="radio"
                  name="delivery-type"
                  value={type}
                  checked={checked}
                  disabled={types.pending !== null}
                  onChange={() => types.choose(type)}
                  className="sr-only"
                />
                <span
                  className={`grid size-10 shrink-0 place-items-center rounded-full ${checked ? 'bg-primary text-on-primary' : 'bg-stone-100 text-ink'}`}
                >
                  <Icon name={ICONS[type]} className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{t(`delivery.types.${type}`)}</span>
                  {type === 'delivery' && types.averageMinutes ? (
                    <span className="block text-sm text-muted">
                      {t('delivery.averageTime', { minutes: types.averageMinutes })}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-4 grid grid-cols-1 sm:max-w-sm">{timeControl}</div>
      <div className="mt-4">
        <InlineAlert message={error} />
      </div>
      <StepContinue onClick={onContinue} busy={busy} />
    </div>
  );
}
