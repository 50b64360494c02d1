import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';

/** A step's way forward: full width on phones, busy while its call runs. */
export function StepContinue({
  onClick,
  busy = false,
  busyLabel,
  children,
  disabled = false,
  testId = 'step-continue',
}: {
  onClick: () => void;
  busy?: boolean;
  busyLabel?: string;
  children?: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={buttonClass('primary', 'lg', 'mt-6 w-full sm:w-auto sm:min-w-48')}
      data-testid={testId}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
        />
      )}
      {busy ? (busyLabel ?? t('app.loading')) : (children ?? t('checkout.continue'))}
      {!busy && !children && <Icon name="chevronEnd" className="size-4" />}
    </button>
  );
}
