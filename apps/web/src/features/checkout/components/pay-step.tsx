import { useId } from 'react';
import { Link } from 'react-router';
import type { Basket } from '@tavola/domain/schemas/basket';
import { useLegalInfo, type RestaurantInfo } from '../../../api/restaurant-info.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { openOverlay } from '../../../lib/ui-state.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import type { CheckoutTotals } from '../api/basket-price.ts';
import { InlineAlert } from './inline-alert.tsx';
import { OrderLines } from './order-lines.tsx';
import { TipChoice } from './tip-choice.tsx';
import { TotalsCard } from './totals-card.tsx';
import { VoucherField } from './voucher-field.tsx';

export interface ReviewFact {
  key: string;
  label: string;
  /** Shown as is; '\n' starts a new line. */
  value: string;
}

interface PayStepProps {
  basket: Basket;
  info: RestaurantInfo;
  totals: CheckoutTotals;
  facts: ReviewFact[];
  online: boolean;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  termsError: boolean;
  error: string | null;
  busy: boolean;
  onPay: () => void;
}

/**
 * Step 'Pay': what was chosen, the voucher and the tip beside the total they change, the lines (folded on
 * phones: the cart page showed them; beside the steps on wide screens), the terms and the one button that
 * places the order.
 */
export function PayStep({
  basket,
  info,
  totals,
  facts,
  online,
  termsAccepted,
  onTermsChange,
  termsError,
  error,
  busy,
  onPay,
}: PayStepProps) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const termsId = useId();
  const hasTerms = Boolean(useLegalInfo().data?.terms_and_conditions);
  const total = format(totals.total);
  return (
    <div>
      <p className="mb-3 text-sm text-muted">{t('checkout.review.intro')}</p>
      <dl className="divide-y divide-line rounded-2xl bg-stone-50 px-4 ring-1 ring-line" data-testid="checkout-review">
        {facts.map((fact) => (
          // Phones: the label above its value, so the value has the card's full width.
          <div key={fact.key} className="flex flex-col gap-0.5 py-3 text-sm sm:flex-row sm:gap-4">
            <dt className="shrink-0 text-muted sm:w-28">{fact.label}</dt>
            {/* Each line takes its own direction (an e-mail or phone number stays left to right in Arabic). */}
            <dd className="min-w-0 flex-1 font-medium break-words whitespace-pre-line [unicode-bidi:plaintext] rtl:text-right">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {(info.available_voucher || info.tip_request) && (
        <div className="mt-5 space-y-5">
          {info.available_voucher && <VoucherField basket={basket} />}
          {info.tip_request && <TipChoice basket={basket} presets={info.tip_presets} />}
        </div>
      )}
      <details className="group mt-5 rounded-2xl ring-1 ring-line lg:hidden" data-testid="checkout-lines">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 text-sm font-semibold [&::-webkit-details-marker]:hidden">
          {t('checkout.items', { count: basket.count })}
          <Icon name="chevronDown" className="size-4 transition group-open:rotate-180" />
        </summary>
        <div className="border-t border-line px-4 pt-3 pb-4">
          <OrderLines lines={basket.products} />
          <Link
            to="/cart"
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-ink hover:underline"
          >
            <Icon name="edit" className="size-4" />
            {t('checkout.editBasket')}
          </Link>
        </div>
      </details>
      <div className="mt-5 lg:hidden">
        <TotalsCard totals={totals} voucherCode={basket.voucher_code} />
      </div>

      <div className="mt-5">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            checked={termsAccepted}
            onChange={(event) => onTermsChange(event.target.checked)}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
            data-testid="terms-checkbox"
          />
          <label htmlFor={termsId} className="text-sm leading-snug">
            {t('checkout.terms.before')}
            {hasTerms ? (
              <button
                type="button"
                onClick={(event) => {
                  event.preventDefault();
                  openOverlay('terms');
                }}
                className="font-semibold text-primary-ink underline underline-offset-2"
              >
                {t('checkout.terms.link')}
              </button>
            ) : (
              t('checkout.terms.link')
            )}
            {t('checkout.terms.after')}
            <span aria-hidden="true" className="ms-0.5 text-red-700">
              *
            </span>
          </label>
        </div>
        {termsError && (
          <p
            id={`${termsId}-error`}
            className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
            data-testid="terms-error"
          >
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            {t('checkout.termsRequired')}
          </p>
        )}
      </div>

      <div className="mt-4">
        <InlineAlert message={error} />
      </div>
      <button
        type="button"
        onClick={onPay}
        disabled={busy}
        aria-busy={busy || undefined}
        className={buttonClass('primary', 'lg', 'mt-5 h-14 w-full text-[17px]')}
        data-testid="pay-button"
      >
        {busy ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
            />
            {t('checkout.paying')}
          </>
        ) : (
          <>
            <Icon name={online ? 'globe' : 'check'} className="size-5" />
            {online ? t('checkout.pay', { total }) : t('checkout.placeOrder', { total })}
          </>
        )}
      </button>
    </div>
  );
}
