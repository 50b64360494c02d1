import { useId, useRef, useState, type FormEvent } from 'react';
import { isNumericPostalCode } from '@tavola/domain/pricing/shipping-zones';
import { ensureBasketId, useBasket } from '../../../api/basket.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Icon } from '../../../ui/core-icon.tsx';
import { useCheckAddress } from '../api/check-address.ts';
import { DeliveryProgressNote } from './delivery-progress-note.tsx';

/**
 * Delivery: the guest gives a postal code on the menu, before any checkout (issue 26 item 18). The
 * server checks it against the delivery zones and keeps it on the basket; from then on the basket
 * answers with the zone's fee, minimum and free-delivery threshold, which the menu, the basket bar,
 * the side cart and the checkout's address step all read. Pickup and eat-here show nothing.
 * `withProgress`: where the total beside it already says the fee and the minimum (the cart page), not twice.
 */
export function DeliveryAreaPicker({ withProgress = true }: { withProgress?: boolean }) {
  const { t } = useTranslation();
  const basket = useBasket().data;
  const checkAddress = useCheckAddress();
  const known = basket?.postalCode ?? null;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // After a check the form gives way to the 'Deliver to' button once the basket answer shows the code:
  // the keyboard's place moves onto it as it mounts.
  const focusChange = useRef(false);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const postalCode = value.trim();
    if (!isNumericPostalCode(postalCode)) {
      setError(t('cart.postalCodeInvalid'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const basketId = await ensureBasketId();
      await checkAddress.mutateAsync({ basketId, postalCode, deliveryType: 'delivery' });
      focusChange.current = true;
      setEditing(false);
    } catch (failure) {
      setError(errorText(failure));
      inputRef.current?.focus();
    }
  };

  if (known && !editing) {
    return (
      <div className="grid gap-2" data-testid="delivery-area">
        <button
          type="button"
          ref={(button) => {
            if (button && focusChange.current) {
              focusChange.current = false;
              button.focus();
            }
          }}
          onClick={() => {
            setValue(known);
            setEditing(true);
            requestAnimationFrame(() => inputRef.current?.select());
          }}
          className="flex h-12 min-w-0 items-center gap-3 rounded-full bg-surface ps-4 pe-4 text-start ring-1 ring-line transition hover:bg-stone-50"
          data-testid="delivery-area-change"
        >
          <Icon name="pin" className="size-5 shrink-0 text-primary-ink" />
          <span className="min-w-0 flex-1 leading-tight">
            <span className="block text-[11px] font-semibold tracking-wide text-muted uppercase">{t('cart.deliverTo')}</span>
            <span className="block truncate text-sm font-semibold tabular-nums" data-testid="delivery-area-value">
              {known}
            </span>
          </span>
          <span className="text-sm font-semibold text-primary-ink underline underline-offset-2">{t('cart.postalCodeChange')}</span>
        </button>
        {withProgress && basket && <DeliveryProgressNote basket={basket} />}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5" data-testid="delivery-area-form">
      <div className="flex h-12 items-center gap-2 rounded-full bg-surface ps-4 pe-1.5 ring-1 ring-line focus-within:ring-2 focus-within:ring-primary">
        <Icon name="pin" className="size-5 shrink-0 text-primary-ink" />
        <label className="min-w-0 flex-1 leading-tight">
          <span className="block text-[11px] font-semibold tracking-wide text-muted uppercase">
            {t('cart.deliverTo')}
            <span className="sr-only"> {t('cart.postalCode')}</span>
          </span>
          <input
            ref={inputRef}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            placeholder={t('cart.postalCode')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="block w-full bg-transparent text-sm font-semibold tabular-nums outline-none placeholder:font-normal placeholder:text-muted"
            data-testid="delivery-area-input"
          />
        </label>
        <button
          type="submit"
          disabled={checkAddress.isPending}
          className="h-9 shrink-0 rounded-full bg-primary px-4 text-sm font-semibold text-on-primary transition disabled:opacity-60"
          data-testid="delivery-area-submit"
        >
          {checkAddress.isPending ? t('cart.postalCodeChecking') : t('cart.postalCodeCheck')}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="px-4 text-sm font-medium text-red-700" data-testid="delivery-area-error">
          {error}
        </p>
      )}
    </form>
  );
}
