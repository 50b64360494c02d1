import { useId, useState } from 'react';
import type { Basket } from '@tavola/domain/schemas/basket';
import { parseTip, tipMaxCents } from '@tavola/domain/pricing/tip';
import { formatMessage } from '@tavola/domain/messages/catalogue';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useSetTip } from '../api/tip.ts';
import { tipSuggestions } from '@tavola/domain/pricing/tip-suggestions';
import { inputLooks } from './checkout-field.tsx';

type Choice = 'none' | 'other' | number;

/** The phone row of suggestions fills its six columns however many suggestions there are. */
const SPANS: Record<number, string> = { 1: 'col-span-6', 2: 'col-span-3', 3: 'col-span-2' };

/** 'No tip', the owner's suggestions (shares of the subtotal), or another amount; the server keeps the tip. */
export function TipChoice({ basket, presets }: { basket: Basket; presets?: readonly number[] }) {
  const { t, i18n } = useTranslation();
  const format = useFormatPrice();
  const id = useId();
  const setTip = useSetTip();
  const suggestions = tipSuggestions(basket.totalPrice, presets);
  const current: Choice =
    basket.tip === 0 ? 'none' : (suggestions.find((s) => s.amount === basket.tip)?.amount ?? 'other');
  const [otherOpen, setOtherOpen] = useState(current === 'other');
  const [other, setOther] = useState(current === 'other' ? String(basket.tip) : '');
  const [otherError, setOtherError] = useState<string | null>(null);
  const shown: Choice = setTip.isPending
    ? setTip.variables.amount === 0
      ? 'none'
      : setTip.variables.amount
    : otherOpen
      ? 'other'
      : current;
  const serverError = setTip.error ? errorText(setTip.error) : null;

  const choose = (choice: Choice) => {
    setOtherError(null);
    if (choice === 'other') {
      setOtherOpen(true);
      return;
    }
    setOtherOpen(false);
    const amount = choice === 'none' ? 0 : choice;
    if (amount !== basket.tip) setTip.mutate({ basketId: basket.id, amount });
  };

  // The server's rule (domain parseTip, at most tipMaxCents: TIP_MAX_AMOUNT and never more than the
  // dishes), checked as the guest types: Add is enabled only for an amount the server takes, and a
  // wrong one says why at once. totalPrice is the dishes with their deposit: close enough for a hint.
  const parsedOther = parseTip(other.trim().replace(',', '.'));
  const otherValid = parsedOther.ok && parsedOther.cents <= tipMaxCents(Math.round(basket.totalPrice * 100));
  const otherProblem = other.trim() !== '' && !otherValid ? formatMessage('tip_invalid', i18n.language) : null;
  const saveOther = () => {
    if (!parsedOther.ok || !otherValid) {
      setOtherError(formatMessage('tip_invalid', i18n.language));
      return;
    }
    setOtherError(null);
    setTip.mutate({ basketId: basket.id, amount: parsedOther.cents / 100 });
  };

  // Phones: 'No tip' and 'Other' share the first row, the suggestions the second; wider: one row.
  const options: { value: Choice; label: string; sub?: string; place: string }[] = [
    { value: 'none', label: t('checkout.tip.none'), place: 'col-span-3' },
    ...suggestions.map((s) => ({
      value: s.amount as Choice,
      label: format(s.amount),
      sub: `${s.percent} %`,
      place: `${SPANS[suggestions.length] ?? 'col-span-2'} order-2 sm:order-none`,
    })),
    { value: 'other', label: t('checkout.tip.other'), place: 'col-span-3 order-1 sm:order-none' },
  ];

  return (
    <fieldset data-testid="tip-choice">
      <legend className="mb-1 text-sm font-semibold">{t('checkout.tip.label')}</legend>
      <p className="mb-2.5 text-xs text-muted">{t('checkout.tip.hint')}</p>
      <div className="grid grid-cols-6 gap-2 sm:flex">
        {options.map((option) => {
          const checked = shown === option.value;
          return (
            <label
              key={String(option.value)}
              className={`${option.place} flex min-h-12 cursor-pointer sm:flex-1 flex-col items-center justify-center rounded-xl px-2 py-1.5 text-center text-sm font-semibold ring-1 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary ${
                checked ? 'bg-primary/5 text-ink ring-2 ring-primary' : 'bg-surface ring-line hover:bg-stone-50'
              }`}
            >
              <input
                type="radio"
                name={`${id}-tip`}
                className="sr-only"
                checked={checked}
                onChange={() => choose(option.value)}
                disabled={setTip.isPending}
              />
              <span className="tabular-nums">{option.label}</span>
              {option.sub && <span className="text-[11px] font-medium text-muted">{option.sub}</span>}
            </label>
          );
        })}
      </div>
      {otherOpen && (
        <div className="mt-3 flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-other`} className="sr-only">
              {t('checkout.tip.amount')}
            </label>
            <input
              id={`${id}-other`}
              inputMode="decimal"
              value={other}
              onChange={(event) => setOther(event.target.value)}
              placeholder={t('checkout.tip.amount')}
              aria-invalid={(otherError ?? otherProblem) ? true : undefined}
              className={`${inputLooks} h-11`}
              data-testid="tip-other-input"
            />
          </div>
          <button
            type="button"
            onClick={saveOther}
            disabled={setTip.isPending || !other.trim() || !otherValid}
            className={buttonClass('secondary', 'md', 'shrink-0 px-4')}
          >
            {t('checkout.tip.set')}
          </button>
        </div>
      )}
      {(otherError ?? otherProblem ?? serverError) && (
        <p
          role="alert"
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
          data-testid="tip-error"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {otherError ?? otherProblem ?? serverError}
        </p>
      )}
    </fieldset>
  );
}
