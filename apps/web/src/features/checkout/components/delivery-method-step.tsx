import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { InlineAlert } from './inline-alert.tsx';
import { StepContinue } from './step-continue.tsx';

/**
 * Step 'Delivery Methods': the same type switcher and time picker as the menu (handed in by the
 * route: features do not import each other), then the server's checks of type and time.
 */
export function DeliveryMethodStep({
  controls,
  error,
  busy,
  onContinue,
}: {
  controls: ReactNode;
  error: string | null;
  busy: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-4 text-sm text-muted">{t('checkout.deliveryIntro')}</p>
      <div className="grid gap-3 sm:max-w-md">{controls}</div>
      <div className="mt-4">
        <InlineAlert message={error} />
      </div>
      <StepContinue onClick={onContinue} busy={busy} />
    </div>
  );
}
