import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Lang } from '@tavola/domain/messages/catalogue';
import { reviewerDisplayName } from '@tavola/domain/reviews/reviewer-display-name';
import { createReviewRequestSchema, REVIEW_BODY_MAX_LENGTH, REVIEW_RATING_MAX } from '@tavola/domain/schemas/review';
import { isApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromServer, fieldErrorsOf } from '../../../lib/field-errors.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useCreateReview } from '../api/create-review.ts';
import { useOrder } from '../api/order.ts';
import { useScrollToTop } from '../hooks/use-scroll-to-top.ts';
import { PaymentResult } from './payment-result.tsx';

const fieldLooks =
  'block w-full rounded-xl bg-stone-50 px-3.5 text-[16px] ring-1 ring-line outline-none transition placeholder:text-stone-500 focus:bg-white focus:ring-2 focus:ring-primary';

/** The display name's message in the guest's language: the shared schema's rule, else the server's 422. */
function displayNameError(displayName: string, lang: Lang, serverError: unknown): string | undefined {
  const checked = createReviewRequestSchema.shape.displayName.safeParse(displayName);
  if (!checked.success) return fieldErrorsOf(checked.error.issues, lang)._;
  if (isApiError(serverError) && serverError.status === 422) {
    return fieldErrorsFromServer(serverError.details.fieldErrors).displayName;
  }
  return undefined;
}

/**
 * /review: stars, a few words and, if the guest likes, a display name for one order; then 'review
 * success'. Without a display name the review is signed with the shortened name (reviewerDisplayName).
 */
export function ReviewPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  useScrollToTop();
  const orderId = params.get('orderId');
  const order = useOrder(orderId);
  const create = useCreateReview();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [displayNameChecked, setDisplayNameChecked] = useState(false);
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

  const signedAs = reviewerDisplayName(guestName);
  const nameError = displayNameChecked ? displayNameError(displayName, i18n.language as Lang, create.error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDisplayNameChecked(true);
    if (rating < 1) setRatingMissing(true);
    if (rating < 1 || displayNameError(displayName, i18n.language as Lang, null)) return;
    // The server signs with the name on the order unless the guest chose one; it shortens it itself.
    create.mutate({ orderId, rating, body, displayName: displayName.trim() || null });
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
        <label htmlFor={`${id}-display-name`} className="mt-4 mb-1.5 block text-sm font-semibold">
          {t('payment.review.displayName')}
        </label>
        <input
          id={`${id}-display-name`}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          // No maxLength: a cut-off name would go unnoticed; the schema's limit speaks up instead.
          autoComplete="nickname"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={`${id}-display-name-hint${nameError ? ` ${id}-display-name-error` : ''}`}
          className={`${fieldLooks} h-12`}
          data-testid="review-display-name"
        />
        <p id={`${id}-display-name-hint`} className="mt-1.5 text-sm text-muted" data-testid="review-display-name-hint">
          {signedAs
            ? // 'Giulia R.' is one name: the line may not break inside it.
              t('payment.review.displayNameHint', { name: signedAs.replaceAll(' ', '\u00a0') })
            : t('payment.review.displayNameHintAnonymous')}
        </p>
        {nameError && (
          <p
            id={`${id}-display-name-error`}
            className="mt-1.5 text-sm font-medium text-red-700"
            role="alert"
            data-testid="review-display-name-error"
          >
            {nameError}
          </p>
        )}
        {create.isError && !nameError && (
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
