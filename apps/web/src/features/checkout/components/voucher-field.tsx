import { useId, useState, type FormEvent } from 'react';
import { VOUCHER_CODE_MAX_LENGTH, type Basket } from '@tavola/domain/schemas/basket';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useApplyVoucher, useRemoveVoucher } from '../api/voucher.ts';
import { inputLooks } from './checkout-field.tsx';

/** Add a voucher code (the server's coded refusal shows under the field) or remove the one applied. */
export function VoucherField({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const id = useId();
  const [code, setCode] = useState('');
  const apply = useApplyVoucher();
  const remove = useRemoveVoucher();
  const error = apply.error ? errorText(apply.error) : null;

  if (basket.voucher_code) {
    return (
      <div
        className="flex items-center gap-3 rounded-2xl bg-primary/5 px-4 py-3 text-primary-ink ring-1 ring-primary/20"
        data-testid="voucher-applied"
      >
        <Icon name="receipt" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1 text-sm font-semibold">
          {t('checkout.voucher.applied', { code: basket.voucher_code })}
          {basket.voucherValue > 0 && (
            <span className="ms-2 font-normal tabular-nums">−{format(basket.voucherValue)}</span>
          )}
        </p>
        <button
          type="button"
          onClick={() => remove.mutate(basket.id)}
          disabled={remove.isPending}
          aria-label={t('checkout.voucher.remove', { code: basket.voucher_code })}
          className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-primary/10 disabled:opacity-50"
          data-testid="voucher-remove"
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    apply.mutate({ basketId: basket.id, code: trimmed }, { onSuccess: () => setCode('') });
  };

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {t('checkout.voucher.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (apply.isError) apply.reset();
          }}
          maxLength={VOUCHER_CODE_MAX_LENGTH}
          placeholder={t('checkout.voucher.placeholder')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputLooks} h-11 min-w-0 flex-1 uppercase placeholder:normal-case`}
          data-testid="voucher-input"
        />
        <button
          type="submit"
          disabled={apply.isPending || !code.trim()}
          className={buttonClass('secondary', 'md', 'shrink-0 px-4')}
          data-testid="voucher-apply"
        >
          {apply.isPending ? t('checkout.voucher.applying') : t('checkout.voucher.apply')}
        </button>
      </div>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
          data-testid="voucher-error"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </form>
  );
}
