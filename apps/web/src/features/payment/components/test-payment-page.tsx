import { Link, useNavigate, useSearchParams } from 'react-router';
import { useScrollToTop } from '../hooks/use-scroll-to-top.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatAmount } from '../../../lib/money.ts';
import { paymentLinkTarget } from '../../../lib/payment-link.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import {
  useCompleteTestPayment,
  useTestPayment,
  type TestPayment,
  type TestPaymentOutcome,
} from '../api/test-payment.ts';

/**
 * /payment: the built-in test provider's hosted page (decision 004). The guest decides the outcome —
 * pay, fail or cancel — and goes on to /paymentstatus, which asks the server what happened.
 */
export function TestPaymentPage() {
  const { t } = useTranslation();
  useScrollToTop();
  const [params] = useSearchParams();
  const id = params.get('testPaymentId');
  const payment = useTestPayment(id);

  return (
    <div className="mx-auto w-full max-w-lg px-4 pt-8 pb-24 md:pt-14" data-testid="test-payment-page">
      <div className="overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-stone-900/[0.04]">
        <div
          className="flex items-center gap-2.5 bg-amber-300 px-5 py-3 text-sm font-semibold text-amber-950 [background-image:repeating-linear-gradient(135deg,transparent_0_14px,rgb(0_0_0/0.06)_14px_28px)]"
          data-testid="test-mode-banner"
        >
          <Icon name="alert" className="size-5 shrink-0" />
          <span className="rounded-full bg-amber-950 px-2.5 py-0.5 text-xs font-bold tracking-widest text-amber-100">
            {t('payment.test.badge')}
          </span>
          <span className="min-w-0">{t('payment.test.notice')}</span>
        </div>
        <div className="p-6 sm:p-8">
          {!id || payment.isError ? (
            <Missing />
          ) : payment.data ? (
            <TestPaymentForm id={id} payment={payment.data} />
          ) : (
            <div aria-busy="true" className="space-y-4">
              <Skeleton className="h-7 w-48" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-12 w-full rounded-full" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function TestPaymentForm({ id, payment }: { id: string; payment: TestPayment }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteTestPayment(id);
  const statusLink = paymentLinkTarget(payment.redirectUrl, location.origin);
  const go = (url: string) => {
    const target = paymentLinkTarget(url, location.origin);
    if (target.kind === 'route') navigate(target.to, { replace: true });
    else window.location.assign(target.url);
  };
  const choose = (outcome: TestPaymentOutcome) =>
    complete.mutate(outcome, { onSuccess: (answer) => go(answer.redirectUrl) });
  const undecided = payment.status === 'open' || payment.status === 'pending';
  const busy = complete.isPending || complete.isSuccess;

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">{t('payment.test.title')}</h1>
      <dl className="mt-5 divide-y divide-line rounded-2xl bg-stone-50 px-4 ring-1 ring-line">
        <div className="flex justify-between gap-4 py-3 text-sm">
          <dt className="text-muted">{t('payment.test.order')}</dt>
          <dd className="min-w-0 text-end font-medium" data-testid="test-payment-description">
            {payment.description}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt className="text-sm text-muted">{t('payment.test.amount')}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="test-payment-amount">
            {formatAmount(payment.amount, i18n.language)}
          </dd>
        </div>
      </dl>
      {undecided ? (
        <div className="mt-6 grid grid-cols-1 gap-2.5">
          <button
            type="button"
            onClick={() => choose('paid')}
            disabled={busy}
            className={buttonClass('primary', 'lg', 'w-full')}
            data-testid="test-pay"
          >
            <Icon name="check" className="size-5" />
            {busy && complete.variables === 'paid' ? t('payment.test.working') : t('payment.test.pay')}
          </button>
          {/* One under the other: side by side the German labels wrap inside their pills. */}
          <div className="grid grid-cols-1 gap-2.5">
            <button
              type="button"
              onClick={() => choose('failed')}
              disabled={busy}
              className={buttonClass('dangerSoft', 'md', 'w-full')}
              data-testid="test-fail"
            >
              {t('payment.test.fail')}
            </button>
            <button
              type="button"
              onClick={() => choose('canceled')}
              disabled={busy}
              className={buttonClass('secondary', 'md', 'w-full')}
              data-testid="test-cancel"
            >
              {t('payment.test.cancel')}
            </button>
          </div>
          {complete.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorText(complete.error)}
            </p>
          )}
        </div>
      ) : (
        <div className="mt-6">
          <p className="text-sm text-muted" data-testid="test-payment-decided">
            {t('payment.test.decided', { status: payment.status })}
          </p>
          {statusLink.kind === 'route' && (
            <Link to={statusLink.to} className={buttonClass('primary', 'lg', 'mt-4 w-full')}>
              {t('payment.test.toStatus')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

function Missing() {
  const { t } = useTranslation();
  return (
    <div className="text-center">
      <p className="font-semibold">{t('payment.test.notFound')}</p>
      <Link to="/menu" className={buttonClass('secondary', 'md', 'mt-4')}>
        {t('payment.status.backToMenu')}
      </Link>
    </div>
  );
}
