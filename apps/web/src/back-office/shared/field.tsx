import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClass =
  'mt-1 block h-11 w-full rounded-xl border border-line bg-surface px-3 text-base focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none aria-invalid:border-red-700';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The control, given the id, invalid state and description ids the label and messages need. */
  children: (control: ControlProps) => ReactNode;
}

/** One labelled form control with its hint and, next to it, its error (from the browser check or the server). */
export function Field({ label, hint, error, className = '', children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A checkbox with a 44 px tall row to tap, forwarding its ref: the form library sets the box's first
 * state through it.
 */
export const CheckRow = forwardRef<HTMLInputElement, { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>>(
  function CheckRow({ label, ...input }, ref) {
    return (
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-[15px] hover:bg-stone-50">
        <input ref={ref} type="checkbox" className="size-5 shrink-0 accent-primary" {...input} />
        <span>{label}</span>
      </label>
    );
  },
);

/** A titled group of fields. */
export function FieldSet({ legend, children, hint }: { legend: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="mt-6 rounded-2xl border border-line p-4">
      <legend className="px-1 text-sm font-bold">{legend}</legend>
      {hint && <p className="mb-2 text-xs text-muted">{hint}</p>}
      {children}
    </fieldset>
  );
}
