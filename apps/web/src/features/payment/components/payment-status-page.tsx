import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Order } from '@tavola/domain/schemas/order';
import type { PaymentStatusName } from '@tavola/domain/schemas/payment';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { resetAfterOrder } from '../../../lib/order-created.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { paymentLinkTarget } from '../../../lib/payment-link.ts';
import { placedOrder, storePaymentStatus } from '../../../lib/placed-orders.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLiveOrderStatus } from '../api/live-order-status.ts';
import { useOrder } from '../api/order.ts';
import { usePaymentUpdate } from '../api/payment-update.ts';
import { usePreparePayment } from '../api/prepare-payment.ts';
import { useScrollToTop } from '../hooks/use-scroll-to-top.ts';
import { OrderAgainButton } from './order-again-button.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderEtaLine } from './order-eta-line.tsx';
import { OrderStatusTracker } from './order-status-tracker.tsx';
import { BillRequest } from './bill-request.tsx';
import { PushOptIn } from './push-opt-in.tsx';
import { PaymentResult, type ResultKind } from './payment-result.tsx';

const FAILED: readonly PaymentStatusName[] = ['failed', 'canceled', 'expired'];

/**
 * /paymentstatus: where every order ends up (spec §2 payment result screens). An online payment's
 * status is what the server got from the provider (api/payment/update), never what the URL says.
 * Below: the order's status, live, and what was ordered.
 */
export function PaymentStatusPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  useScrollToTop();
  const paymentId = params.get('paymentId') ?? params.get('id');
  const orderIdParam = params.get('orderId');

  // Without an order id (a provider's own return parameters), the update names the order.
  const byPayment = usePaymentUpdate({ orderId: null, paymentId }, orderIdParam === null);
  const orderId = orderIdParam ?? byPayment.data?.orderId ?? null;
  const order = useOrder(orderId);
  const online = order.data?.is_online_payment ?? false;
  const update = usePaymentUpdate({ orderId, paymentId: null }, orderIdParam !== null && online);
  const payment = orderIdParam ? update : byPayment;
  const live = useLiveOrderStatus(orderId, order.data?.status);

  // Spec §4: the same resets as after creating the order, for the basket this order came from.
  useEffect(() => {
    if (!order.data || !orderId) return;
    const placed = placedOrder(orderId);
    if (placed) resetAfterOrder(queryClient, placed.basketId);
  }, [order.data, orderId, queryClient]);

  const status = payment.data?.status;
  useEffect(() => {
    if (orderId && status) storePaymentStatus(orderId, status);
  }, [orderId, status]);

  if ((!orderId && !paymentId) || order.isError || (!orderId && byPayment.isError)) {
    return (
      <Frame>
        <PaymentResult kind="failed" title={t('payment.status.notFound')}>
          <Link to="/menu" className={buttonClass('secondary', 'lg')}>
            {t('payment.status.backToMenu')}
          </Link>
        </PaymentResult>
      </Frame>
    );
  }
  if (!order.data || (online && !payment.data && !payment.isError)) {
    return (
      <Frame>
        <div aria-busy="true" className="space-y-4">
          <Skeleton className="h-64 w-full rounded-3xl" />
          <Skeleton className="h-40 w-full rounded-3xl" />
        </div>
      </Frame>
    );
  }

  // A rejected order is no "thank you": the header says so above the tracker's reason.
  const kind: ResultKind =
    order.data.status === 'rejected'
      ? 'rejected'
      : !online
        ? 'received'
        : status === 'paid'
          ? 'paid'
          : status && FAILED.includes(status)
            ? 'failed'
            : payment.isError
              ? 'failed'
              : 'waiting';
  return (
    <Frame>
      <Result kind={kind} order={order.data} testMode={payment.data?.testMode ?? false} />
      <div className="mt-4 grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <OrderStatusTracker
            status={order.data.status}
            live={live}
            deliveryType={order.data.deliveryType}
            reason={order.data.status_reason ?? null}
          >
            <OrderEtaLine order={order.data} />
          </OrderStatusTracker>
          <PushOptIn order={order.data} />
          <BillRequest order={order.data} />
          {/* While a payment is open the retry comes first: a second basket would be a second order. */}
          {kind !== 'waiting' && kind !== 'failed' && <OrderAgainButton order={order.data} />}
          {/* Reviews are for finished orders (the callout appears live when the restaurant marks it done), once. */}
          {pageConfig.modes.review && order.data.status === 'delivered' && !order.data.reviewed && (
            <ReviewCallout orderId={order.data.orderId} />
          )}
        </div>
        <OrderDetails order={order.data} />
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-[1000px] px-4 pt-6 pb-24 md:pt-10" data-testid="payment-status-page">
      {children}
    </div>
  );
}

function Result({ kind, order, testMode }: { kind: ResultKind; order: Order; testMode: boolean }) {
  const { t } = useTranslation();
  const eyebrow = t('payment.status.orderNumber', { number: order.orderNumber });
  switch (kind) {
    case 'paid':
      return (
        <PaymentResult
          kind="paid"
          eyebrow={eyebrow}
          title={t('payment.status.paid')}
          text={t('payment.status.paidText')}
        >
          {testMode && (
            <span
              className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900"
              data-testid="payment-test-mode"
            >
              <Icon name="info" className="size-4" />
              {t('payment.status.testMode')}
            </span>
          )}
        </PaymentResult>
      );
    case 'received':
      return (
        <PaymentResult
          kind="received"
          eyebrow={eyebrow}
          title={t('payment.status.received')}
          text={t('payment.status.receivedText')}
        >
          <Link to="/menu" className={buttonClass('secondary', 'lg')}>
            {t('payment.status.backToMenu')}
          </Link>
        </PaymentResult>
      );
    case 'rejected':
      return (
        <PaymentResult kind="rejected" eyebrow={eyebrow} title={t('payment.status.rejected')}>
          <Link to="/menu" className={buttonClass('secondary', 'lg')}>
            {t('payment.status.backToMenu')}
          </Link>
        </PaymentResult>
      );
    case 'failed':
      return (
        <PaymentResult
          kind="failed"
          eyebrow={eyebrow}
          title={t('payment.status.failed')}
          text={t('payment.status.failedText')}
        >
          <RetryButton orderId={order.orderId} label={t('payment.status.retry')} primary />
        </PaymentResult>
      );
    case 'waiting':
      return (
        <PaymentResult
          kind="waiting"
          eyebrow={eyebrow}
          title={t('payment.status.waiting')}
          text={t('payment.status.waitingText')}
        >
          <RetryButton orderId={order.orderId} label={t('payment.status.continuePayment')} />
        </PaymentResult>
      );
  }
}

/**
 * A new payment link for the same order (api/payment/prepare with the basket it came from): the
 * order and its lines stay, only the payment starts over. Shown only in the browser that ordered.
 */
function RetryButton({ orderId, label, primary = false }: { orderId: string; label: string; primary?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prepare = usePreparePayment();
  const placed = placedOrder(orderId);
  if (!placed) return null;
  const retry = () =>
    prepare.mutate(placed.basketId, {
      onSuccess: ({ mollieLink }) => {
        const target = paymentLinkTarget(
          mollieLink,
          location.origin,
          `/paymentstatus?orderId=${encodeURIComponent(orderId)}`,
        );
        if (target.kind === 'route') navigate(target.to);
        else window.location.assign(target.url);
      },
    });
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        onClick={retry}
        disabled={prepare.isPending}
        className={buttonClass(primary ? 'primary' : 'secondary', 'lg', 'min-w-52')}
        data-testid="payment-retry"
      >
        <Icon name="repeat" className="size-5" />
        {prepare.isPending ? t('payment.status.retrying') : label}
      </button>
      {prepare.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorText(prepare.error)}
        </p>
      )}
    </div>
  );
}

function ReviewCallout({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="flex flex-wrap items-center gap-4 rounded-3xl bg-primary/10 p-5 ring-1 ring-primary/15"
      data-testid="review-callout"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-surface text-primary-ink">
        <Icon name="star" className="size-5" />
      </span>
      <div className="min-w-[12rem] flex-1">
        <h2 className="font-semibold">{t('payment.review.cta')}</h2>
        <p className="text-sm text-muted">{t('payment.review.ctaText')}</p>
      </div>
      <Link
        to={`/review?orderId=${encodeURIComponent(orderId)}`}
        className={buttonClass('primary', 'md', 'w-full shrink-0 px-4 sm:w-auto')}
        data-testid="review-link"
      >
        {t('payment.review.write')}
      </Link>
    </section>
  );
}
