import type { OrderPaymentType } from '@tavola/domain/schemas/order';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon, type IconName } from '../../../ui/icon.tsx';
import type { PaymentMethodChoice } from '../lib/payment-methods.ts';
import { InlineAlert } from './inline-alert.tsx';
import { StepContinue } from './step-continue.tsx';

const ICONS: Record<OrderPaymentType, IconName> = {
  mollie: 'globe',
  saferPay: 'globe',
  cash: 'receipt',
  payAtEnd: 'dish',
  // Paid now with the table's PIN: a lock, apart from paying at the end of the meal.
  payFix: 'lock',
  pwc: 'bag',
};

/** The storefront's words for a method, else the restaurant's own label. */
export function usePaymentMethodLabel(): (choice: PaymentMethodChoice) => string {
  const { t } = useTranslation();
  return (choice) => t(`checkout.payment.methods.${choice.code}`, { defaultValue: choice.restaurantLabel });
}

/** Step 'Payment Method': the restaurant's methods for this delivery type (never zvt or cash_machine). */
export function PaymentStep({
  methods,
  selected,
  onSelect,
  error,
  onContinue,
  pin,
  onPinChange,
}: {
  methods: PaymentMethodChoice[];
  selected: OrderPaymentType | null;
  onSelect: (code: OrderPaymentType) => void;
  error: string | null;
  onContinue: () => void;
  /** payFix: the PIN the staff gave the table. */
  pin: string;
  onPinChange: (pin: string) => void;
}) {
  const { t } = useTranslation();
  const label = usePaymentMethodLabel();
  return (
    <div>
      {methods.length === 0 ? (
        <InlineAlert message={t('checkout.payment.none')} />
      ) : (
        <fieldset>
          <legend className="mb-3 text-sm text-muted">{t('checkout.payment.intro')}</legend>
          <div className="grid grid-cols-1 gap-2.5">
            {methods.map((method) => {
              const checked = selected === method.code;
              const shown = label(method);
              return (
                <label
                  key={method.code}
                  className={`flex cursor-pointer items-center gap-3.5 rounded-2xl p-4 ring-1 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary ${
                    checked ? 'bg-primary/5 ring-2 ring-primary' : 'ring-line hover:bg-stone-50'
                  }`}
                  data-testid={`payment-method-${method.code}`}
                >
                  <input
                    type="radio"
                    name="payment-method"
                    value={method.code}
                    checked={checked}
                    onChange={() => onSelect(method.code)}
                    className="sr-only"
                  />
                  <span
                    className={`grid size-10 shrink-0 place-items-center rounded-full ${checked ? 'bg-primary text-on-primary' : 'bg-stone-100 text-ink'}`}
                  >
                    <Icon name={ICONS[method.code]} className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{shown}</span>
                    {/* Not the restaurant's own label under ours: typed in one language, it named the method twice. */}
                    {method.online && <span className="block text-sm text-muted">{t('checkout.payment.online')}</span>}
                  </span>
                  <span
                    aria-hidden="true"
                    className={`grid size-5 shrink-0 place-items-center rounded-full ring-2 ${checked ? 'bg-primary ring-primary' : 'ring-stone-300'}`}
                  >
                    {checked && <span className="size-2 rounded-full bg-white" />}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {selected === 'payFix' && (
        <div className="mt-4 grid gap-1.5">
          <label htmlFor="payfix-pin" className="text-sm font-semibold">
            {t('checkout.payment.pinLabel')}
          </label>
          <input
            id="payfix-pin"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={4}
            value={pin}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
              // A refused character leaves the PIN as it was, so nothing renders to take it out again
              // (the Preact build, decision 073): the field gets the digits back here.
              if (event.target.value !== digits) event.target.value = digits;
              onPinChange(digits);
            }}
            aria-describedby="payfix-pin-hint"
            className="h-12 w-40 rounded-xl px-4 font-mono text-xl tracking-[0.4em] ring-1 ring-line focus:ring-2 focus:ring-primary"
            data-testid="payfix-pin"
          />
          <p id="payfix-pin-hint" className="text-sm text-muted">
            {t('checkout.payment.pinHint')}
          </p>
        </div>
      )}
      <div className="mt-4">
        <InlineAlert message={error} />
      </div>
      <StepContinue onClick={onContinue} disabled={methods.length === 0} />
    </div>
  );
}
