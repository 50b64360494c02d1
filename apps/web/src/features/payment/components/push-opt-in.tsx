import { useEffect, useState } from 'react';
import { FINAL_ORDER_STATUSES } from '@tavola/domain/schemas/order-status';
import type { Order } from '@tavola/domain/schemas/order';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { pushSupported, useOrderPush } from '../api/order-push.ts';

/**
 * "Notify me" on the status page (issue 26 item 22): while the order is open, the guest can have
 * its accepted, ready and rejected on the phone's lock screen, and turn that off again. Shown only
 * where the browser can (after hydration: the server cannot know).
 */
export function PushOptIn({ order }: { order: Order }) {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(pushSupported()), []);
  if (!supported || FINAL_ORDER_STATUSES.includes(order.status)) return null;
  return <PushOptInCard orderId={order.orderId} />;
}

function PushOptInCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { state, turnOn, turnOff } = useOrderPush(orderId);
  return (
    <section
      className="flex flex-wrap items-center gap-4 rounded-3xl bg-surface p-5 shadow-card ring-1 ring-stone-900/[0.04]"
      aria-labelledby="push-opt-in-title"
      data-testid="push-opt-in"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary-ink">
        <Icon name="bell" className="size-5" />
      </span>
      <div className="min-w-[12rem] flex-1">
        <h2 id="push-opt-in-title" className="font-semibold">
          {t('payment.push.title')}
        </h2>
        <p className="text-sm text-muted" role="status" data-testid="push-opt-in-state">
          {state === 'on'
            ? t('payment.push.on')
            : state === 'blocked'
              ? t('payment.push.blocked')
              : t('payment.push.intro')}
        </p>
      </div>
      {state === 'on' ? (
        <button
          type="button"
          onClick={() => void turnOff()}
          className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}
          data-testid="push-turn-off"
        >
          {t('payment.push.turnOff')}
        </button>
      ) : state !== 'blocked' ? (
        <button
          type="button"
          onClick={() => void turnOn()}
          disabled={state === 'working'}
          aria-busy={state === 'working'}
          className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
          data-testid="push-turn-on"
        >
          {state === 'working' ? t('payment.push.turningOn') : t('payment.push.turnOn')}
        </button>
      ) : null}
      {state === 'failed' && (
        <p role="alert" className="w-full text-sm font-medium text-red-700" data-testid="push-opt-in-error">
          {t('payment.push.failed')}
        </p>
      )}
    </section>
  );
}
