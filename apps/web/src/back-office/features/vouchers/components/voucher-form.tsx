import { useId, useState, type FormEvent } from 'react';
import type { OwnerVoucher, VoucherSetting } from '@tavola/domain/schemas/owner-delivery';
import { buttonClass } from '../../../../ui/button.ts';
import { Field, inputClass, type ControlProps } from '../../../shared/field.tsx';
import { amountFromText, amountToText } from '../../delivery/lib/money-text.ts';
import { useVoucherTexts } from '../i18n/use-voucher-texts.ts';

interface VoucherText {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  minimumOrder: string;
  usageLimit: string;
  validFrom: string;
  validUntil: string;
}

const textOf = (voucher: OwnerVoucher | null, lang: string): VoucherText => ({
  code: voucher?.code ?? '',
  kind: voucher?.kind ?? 'percent',
  value: voucher ? (voucher.kind === 'fixed' ? amountToText(voucher.value, lang) : String(voucher.value).replace('.', lang === 'de' || lang === 'fr' ? ',' : '.')) : '',
  minimumOrder: voucher && voucher.minimumOrder > 0 ? amountToText(voucher.minimumOrder, lang) : '',
  usageLimit: voucher?.usageLimit === null || voucher === null ? '' : String(voucher.usageLimit),
  validFrom: voucher?.validFrom ?? '',
  validUntil: voucher?.validUntil ?? '',
});

/** The voucher as the server reads it; what does not parse goes as NaN (null) so the server names the field. */
function voucherOf(text: VoucherText): VoucherSetting {
  const limit = text.usageLimit.trim();
  return {
    code: text.code.trim(),
    kind: text.kind,
    value: amountFromText(text.value) as number,
    minimumOrder: amountFromText(text.minimumOrder) ?? 0,
    usageLimit: limit === '' ? null : /^\d+$/.test(limit) ? Number(limit) : Number.NaN,
    ...(text.validFrom ? { validFrom: text.validFrom } : {}),
    ...(text.validUntil ? { validUntil: text.validUntil } : {}),
  };
}

/** Creates a voucher (`voucher` null) or changes one; the server's messages show under their fields. */
export function VoucherForm({
  voucher,
  errors,
  pending,
  onSave,
  onCancel,
}: {
  voucher: OwnerVoucher | null;
  errors: Record<string, string>;
  pending: boolean;
  onSave: (voucher: VoucherSetting) => void;
  onCancel: () => void;
}) {
  const { t, lang } = useVoucherTexts();
  const [text, setText] = useState(() => textOf(voucher, lang));
  const headingId = useId();
  const set = (field: keyof VoucherText) => (event: { target: { value: string } }) => setText({ ...text, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(voucherOf(text));
  };
  const input = (field: keyof VoucherText, props: Record<string, unknown> = {}) => (control: ControlProps) => (
    <input {...control} value={text[field]} onChange={set(field)} className={`${inputClass} tabular-nums`} data-testid={`voucher-${field}`} {...props} />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="rounded-3xl bg-surface p-4 shadow-card sm:p-6" data-testid="voucher-form">
      <h2 id={headingId} className="text-lg font-bold">
        {voucher ? t('form.editHeading', { code: voucher.code }) : t('form.newHeading')}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Field label={t('form.code')} hint={t('form.codeHint')} error={errors.code}>
          {input('code', { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false })}
        </Field>
        <fieldset>
          <legend className="block text-sm font-semibold">{t('form.kind')}</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {(['percent', 'fixed'] as const).map((kind) => (
              <label
                key={kind}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 text-sm font-semibold ring-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary ${
                  text.kind === kind ? 'bg-primary/5 ring-2 ring-primary' : 'ring-line'
                }`}
              >
                <input type="radio" name={`${headingId}-kind`} checked={text.kind === kind} onChange={() => setText({ ...text, kind })} className="accent-primary" data-testid={`voucher-kind-${kind}`} />
                {t(`form.${kind}`)}
              </label>
            ))}
          </div>
          {errors.kind && <p className="mt-1 text-sm font-medium text-red-700">{errors.kind}</p>}
        </fieldset>
        <Field label={text.kind === 'percent' ? t('form.percentValue') : t('form.fixedValue')} error={errors.value}>
          {input('value', { inputMode: 'decimal' })}
        </Field>
        <Field label={t('form.minimumOrder')} error={errors.minimumOrder}>
          {input('minimumOrder', { inputMode: 'decimal' })}
        </Field>
        <Field label={t('form.usageLimit')} hint={t('form.usageHint')} error={errors.usageLimit}>
          {input('usageLimit', { inputMode: 'numeric' })}
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Field label={t('form.validFrom')} error={errors.validFrom}>
            {input('validFrom', { type: 'date' })}
          </Field>
          <Field label={t('form.validUntil')} error={errors.validUntil}>
            {input('validUntil', { type: 'date' })}
          </Field>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClass('ghost', 'md')}>
          {t('form.cancel')}
        </button>
        <button type="submit" disabled={pending} className={buttonClass('primary', 'md')} data-testid="save-voucher">
          {pending ? t('form.saving') : t('form.save')}
        </button>
      </div>
    </form>
  );
}
