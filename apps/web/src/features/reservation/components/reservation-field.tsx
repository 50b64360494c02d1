import type { InputHTMLAttributes } from 'react';
import { Icon } from '../../../ui/icon.tsx';

export const fieldLooks =
  'block h-12 w-full rounded-xl bg-stone-50 px-3.5 text-[16px] text-ink ring-1 ring-line outline-none transition placeholder:text-stone-500 focus:bg-white focus:ring-2 focus:ring-primary aria-[invalid=true]:bg-red-50/60 aria-[invalid=true]:ring-red-600';

interface ReservationFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
  testId: string;
}

/** A required text input with its label, hint and error tied together for screen readers (16 px: no zoom on phones). */
export function ReservationField({ id, label, value, error, hint, onChange, testId, ...input }: ReservationFieldProps) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-ink">
        {label}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={fieldLooks}
        data-testid={testId}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
          data-testid={`error-${testId}`}
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
