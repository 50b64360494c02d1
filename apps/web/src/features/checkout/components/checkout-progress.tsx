import { useTranslation } from '../../../i18n/use-translation.ts';
import type { StepId } from '../hooks/use-checkout-steps.ts';

/** 'Step 2 of 5' with a bar per step: where the guest is in the checkout. */
export function CheckoutProgress({ steps, open }: { steps: StepId[]; open: StepId }) {
  const { t } = useTranslation();
  const index = steps.indexOf(open);
  return (
    <div className="mt-4" data-testid="checkout-progress">
      <p className="text-sm font-medium text-muted">
        {t('checkout.stepOf', { current: index + 1, total: steps.length })}
        <span className="text-ink"> · {t(`checkout.steps.${open}`)}</span>
      </p>
      <ol aria-label={t('checkout.progress')} className="mt-2 flex gap-1.5">
        {steps.map((step, position) => (
          <li
            key={step}
            aria-current={step === open ? 'step' : undefined}
            className={`h-1.5 flex-1 rounded-full transition-colors ${position <= index ? 'bg-primary' : 'bg-stone-200'}`}
          >
            <span className="sr-only">{t(`checkout.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
