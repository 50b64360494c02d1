import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../ui/icon.tsx';

export const inputLooks =
  'block w-full rounded-xl bg-stone-50 px-3.5 text-[16px] text-ink ring-1 ring-line outline-none transition placeholder:text-stone-500 focus:bg-white focus:ring-2 focus:ring-primary aria-[invalid=true]:bg-red-50/60 aria-[invalid=true]:ring-red-600';

interface CheckoutFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Spec §5: fields marked * are required. */
  required?: boolean;
  error?: string | null;
  hint?: string;
  multiline?: boolean;
  className?: string;
}

/**
 * A labelled checkout input with its hint and error tied to it for screen readers. 16 px text keeps
 * phones from zooming in.
 */
export function CheckoutField({
  name,
  label,
  value,
  onChange,
  required = false,
  error,
  hint,
  multiline = false,
  className = '',
  ...input
}: CheckoutFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    'data-testid': `field-${name}`,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : (
          <span className="text-xs font-normal text-muted">({t('checkout.fields.optional')})</span>
        )}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={3}
          maxLength={input.maxLength}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputLooks} min-h-24 resize-y py-3`}
        />
      ) : (
        <input
          {...input}
          {...shared}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputLooks} h-12`}
        />
      )}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
          data-testid={`error-${name}`}
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
