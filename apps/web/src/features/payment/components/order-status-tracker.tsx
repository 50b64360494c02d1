import type { DeliveryType } from '@tavola/domain/schemas/basket';
import type { OrderStatus } from '@tavola/domain/schemas/order';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon, type IconName } from '../../../ui/icon.tsx';

const FLOW: { status: Exclude<OrderStatus, 'rejected'>; icon: IconName }[] = [
  { status: 'received', icon: 'receipt' },
  { status: 'processing', icon: 'dish' },
  { status: 'delivered', icon: 'check' },
];

/**
 * Received → processing → delivered (or rejected), as the restaurant moves the order. The status
 * text is a live region: a change made by the restaurant is announced to screen-reader users too.
 * The last step is named for the delivery type: a pickup is picked up, not delivered.
 */
export function OrderStatusTracker({
  status,
  live,
  deliveryType,
  reason = null,
  children,
}: {
  status: OrderStatus;
  live: boolean;
  deliveryType: DeliveryType;
  reason?: string | null;
  /** Below the steps: when the order is expected. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const label = (step: OrderStatus) =>
    step === 'delivered' ? t(`payment.tracker.done.${deliveryType}`) : t(`payment.tracker.${step}`);
  const reached = FLOW.findIndex((step) => step.status === status);
  const rejected = status === 'rejected';
  return (
    <section
      className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-stone-900/[0.04] sm:p-6"
      aria-labelledby="order-status-title"
      data-testid="order-status-tracker"
      data-status={status}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="order-status-title" className="text-lg font-semibold">
          {t('payment.tracker.title')}
        </h2>
        {live && (
          <span
            className="inline-flex items-center gap-1.5 rounded-full bg-primary/5 px-2.5 py-1 text-xs font-semibold text-primary-ink ring-1 ring-primary/20"
            data-testid="status-live"
          >
            <span aria-hidden="true" className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-60" />
              <span className="relative inline-flex size-2 rounded-full bg-primary" />
            </span>
            {t('payment.tracker.live')}
          </span>
        )}
      </div>
      <p className="sr-only" aria-live="polite" data-testid="order-status-text">
        {t('payment.tracker.changed', { status: label(status) })}
      </p>
      {rejected ? (
        <div
          className="mt-4 flex items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200"
          data-testid="order-rejected"
        >
          <Icon name="close" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('payment.tracker.rejected')}</p>
            <p className="mt-0.5 text-sm">{t('payment.tracker.rejectedText')}</p>
            {reason && (
              <p className="mt-2 text-sm font-semibold" data-testid="order-rejected-reason">
                <bdi>{reason}</bdi>
              </p>
            )}
          </div>
        </div>
      ) : (
        <ol className="mt-5 grid grid-cols-3" aria-hidden="true">
          {FLOW.map((step, index) => {
            const done = index <= reached;
            const current = index === reached;
            return (
              <li key={step.status} className="flex flex-col items-center text-center">
                <div className="flex w-full items-center">
                  <span className={`h-1 flex-1 ${index === 0 ? 'invisible' : done ? 'bg-primary' : 'bg-stone-200'}`} />
                  <span
                    className={`grid size-11 shrink-0 place-items-center rounded-full transition-colors ${
                      done ? 'bg-primary text-on-primary' : 'bg-stone-100 text-muted'
                    } ${current ? 'ring-4 ring-primary/20' : ''}`}
                  >
                    <Icon name={step.icon} className="size-5" />
                  </span>
                  <span
                    className={`h-1 flex-1 ${index === FLOW.length - 1 ? 'invisible' : index < reached ? 'bg-primary' : 'bg-stone-200'}`}
                  />
                </div>
                <span
                  className={`mt-2 text-sm ${current ? 'font-semibold text-ink' : done ? 'text-ink' : 'text-muted'}`}
                >
                  {label(step.status)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {children}
    </section>
  );
}
