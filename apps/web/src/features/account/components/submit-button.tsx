import type { ReactNode } from 'react';
import { buttonClass } from '../../../ui/button.ts';

/** The form's main button: disabled and labelled as busy while the call runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = 'w-full',
  variant = 'primary',
  testId,
  form,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  variant?: 'primary' | 'secondary' | 'danger';
  testId?: string;
  /** Submits the form with this id from outside it (a sheet's footer). */
  form?: string;
}) {
  return (
    <button
      type="submit"
      form={form}
      disabled={busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, 'lg', className)}
      data-testid={testId}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
        />
      )}
      {busy ? busyLabel : children}
    </button>
  );
}
