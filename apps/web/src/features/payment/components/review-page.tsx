import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REVIEW_BODY_MAX_LENGTH, REVIEW_NAME_MAX_LENGTH, REVIEW_RATING_MAX } from '@tavola/domain/schemas/review';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useCreateReview } from '../api/create-review.ts';
import { useOrder } from '../api/order.ts';
import { useScrollToTop } from '../hooks/use-scroll-to-top.ts';
import { PaymentResult } from './payment-result.tsx';

const fieldLooks =
  'block w-full rounded-xl bg-stone-50 px-3.5 text-[16px] ring-1 ring-line outline-none transition placeholder:text-stone-500 focus:bg-white focus:ring-2 focus:ring-primary';

/** /review: stars, a few words and a name for one order; then 'review success'. */
export function ReviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useScrollToTop();
  const orderId = params.get('orderId');
  const order = useOrder(orderId);
  const create = useCreateReview();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [name, setName] = useState<string | null>(null);
  const [ratingMissing, setRatingMissing] = useState(false);
  const guestName = (() => {
    try {
      return (JSON.parse(order.data?.user_details ?? '{}') as { name?: string }).name ?? '';
    } catch {
      return '';
    }
  })();

  if (create.isSuccess) {
    return (
      <Frame>
        <PaymentResult kind="paid" title={t('payment.review.success')} text={create.data.message}>
          <Link to="/menu" className={buttonClass('secondary', 'lg')}>
            {t('payment.status.backToMenu')}
          </Link>
        </PaymentResult>
      </Frame>
    );
  }
  if (!orderId || order.isError) {
    return (
      <Frame>
        <PaymentResult kind="failed" title={t('payment.status.notFound')} text={t('payment.review.missingOrder')}>
          <Link to="/menu" className={buttonClass('secondary', 'lg')}>
            {t('payment.status.backToMenu')}
          </Link>
        </PaymentResult>
      </Frame>
    );
  }

  if (order.data?.reviewed || (order.data && order.data.status !== 'delivered')) {
    const done = Boolean(order.data.reviewed);
    return (
      <Frame>
        <PaymentResult
          kind={done ? 'paid' : 'received'}
          title={done ? t('payment.review.alreadyReviewed') : t('payment.review.notYet')}
        >
          <Link to="/menu" className={buttonClass('secondary', 'lg')}>
            {t('payment.status.backToMenu')}
          </Link>
        </PaymentResult>
      </Frame>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setRatingMissing(true);
      return;
    }
    create.mutate({ orderId, rating, body, name: (name ?? guestName).trim() || null });
  };

  return (
    <Frame>
      <form
        onSubmit={submit}
        noValidate
        className="rounded-3xl bg-surface p-6 shadow-card ring-1 ring-stone-900/[0.04] sm:p-8"
        data-testid="review-form"
      >
        <h1 className="text-2xl font-bold tracking-tight">{t('payment.review.title')}</h1>
        {order.data && (
          <p className="mt-1 text-muted">{t('payment.review.intro', { number: order.data.orderNumber })}</p>
        )}

        <fieldset className="mt-6" aria-describedby={ratingMissing ? `${id}-rating-error` : undefined}>
          <legend className="mb-2 text-sm font-semibold">
            {t('payment.review.rating')}{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </legend>
          <div className="flex gap-1.5" data-testid="review-stars">
            {Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1).map((stars) => (
              <label
                key={stars}
                className="cursor-pointer rounded-full p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary"
              >
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  checked={rating === stars}
                  onChange={() => {
                    setRating(stars);
                    setRatingMissing(false);
                  }}
                  className="sr-only"
                />
                <span className="sr-only">{t('payment.review.stars', { count: stars })}</span>
                <Icon
                  name="star"
                  aria-hidden="true"
                  className={`size-9 transition ${stars <= rating ? 'fill-amber-400 text-amber-500' : 'text-stone-300 hover:text-amber-400'}`}
                />
              </label>
            ))}
          </div>
          {ratingMissing && (
            <p id={`${id}-rating-error`} className="mt-1.5 text-sm font-medium text-red-700" role="alert">
              {t('payment.review.chooseRating')}
            </p>
          )}
        </fieldset>

        <label htmlFor={`${id}-body`} className="mt-5 mb-1.5 block text-sm font-semibold">
          {t('payment.review.text')}
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={REVIEW_BODY_MAX_LENGTH}
          rows={4}
          placeholder={t('payment.review.textPlaceholder')}
          className={`${fieldLooks} resize-y py-3`}
          data-testid="review-body"
        />
        <label htmlFor={`${id}-name`} className="mt-4 mb-1.5 block text-sm font-semibold">
          {t('payment.review.name')}
        </label>
        <input
          id={`${id}-name`}
          value={name ?? guestName}
          onChange={(event) => setName(event.target.value)}
          maxLength={REVIEW_NAME_MAX_LENGTH}
          autoComplete="name"
          className={`${fieldLooks} h-12`}
        />
        {create.isError && (
          <p
            role="alert"
            className="mt-4 rounded-xl bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
            data-testid="review-error"
          >
            {errorText(create.error)}
          </p>
        )}
        <button
          type="submit"
          disabled={create.isPending}
          className={buttonClass('primary', 'lg', 'mt-6 w-full sm:w-auto')}
          data-testid="review-submit"
        >
          {create.isPending ? t('payment.review.sending') : t('payment.review.submit')}
        </button>
      </form>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-6 pb-24 md:pt-10" data-testid="review-page">
      {children}
    </div>
  );
}
