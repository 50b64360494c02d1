import { useState } from 'react';
import type { ReviewStatus } from '@tavola/domain/schemas/review';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useChangeReviewStatus, useManagerReviews, type ManagerReview } from '../api/manager-reviews-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

const STATUSES: ReviewStatus[] = ['pending', 'published', 'hidden'];

function ReviewCard({ review, token }: { review: ManagerReview; token: string }) {
  const { t, lang } = useManagerTexts();
  const change = useChangeReviewStatus(token);
  const act = (status: 'published' | 'hidden') =>
    change.mutate(
      { reviewId: review.id, status },
      { onSuccess: (message) => showSnackbar({ message, type: 'success', duration: 2000 }) },
    );
  return (
    <li className="rounded-2xl bg-surface p-4 shadow-card" data-testid="manager-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span role="img" aria-label={t('reviews.stars', { count: review.rating })} className="inline-flex gap-0.5">
          {[1, 2, 3, 4, 5].map((star) => (
            <Icon
              key={star}
              name="star"
              className={`size-4 ${star <= review.rating ? 'fill-amber-500 text-amber-500' : 'fill-none text-stone-300'}`}
            />
          ))}
        </span>
        <span className="text-xs text-muted">
          {new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(review.created_at))}
          {review.orderId
            ? ` · ${t('reviews.order', { id: review.orderId.slice(0, 8) })}`
            : ` · ${t('reviews.imported')}`}
        </span>
      </div>
      {review.body && (
        <p className="mt-2 text-[15px] whitespace-pre-line" dir="auto">
          {review.body}
        </p>
      )}
      <p className="mt-1 text-sm font-semibold text-muted" dir="auto">
        — {review.name ?? t('reviews.anonymous')}
      </p>
      {/* The board keeps the full name; guests read the shortened or chosen one, so say which. */}
      {review.publicName && review.publicName !== review.name && (
        <p className="mt-0.5 text-xs text-muted" dir="auto" data-testid="manager-review-public-name">
          {t('reviews.shownAs', { name: review.publicName })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {review.status !== 'published' && (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={change.isPending}
            onClick={() => act('published')}
          >
            {t('reviews.publish')}
          </button>
        )}
        {review.status !== 'hidden' && (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={change.isPending}
            onClick={() => act('hidden')}
          >
            {t('reviews.hide')}
          </button>
        )}
      </div>
    </li>
  );
}

/** The board's reviews: guests' reviews wait here as 'pending' until published (or hidden). */
export function ReviewsPanel({ token }: { token: string }) {
  const { t } = useManagerTexts();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const reviews = useManagerReviews(token, status, page);
  const data = reviews.data;
  return (
    <section aria-labelledby="reviews-title" className="rounded-3xl bg-stone-50 p-5" data-testid="reviews-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="reviews-title" className="text-lg font-bold">
            {t('reviews.title')}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-muted">{t('reviews.intro')}</p>
        </div>
        <div role="group" aria-label={t('reviews.filter')} className="flex rounded-full bg-stone-200/70 p-1">
          {STATUSES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={status === option}
              onClick={() => {
                setStatus(option);
                setPage(1);
              }}
              className={`h-9 rounded-full px-4 text-sm font-bold ${status === option ? 'bg-surface shadow-sm' : 'text-muted'}`}
            >
              {t(`reviews.status.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {reviews.isPending ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl" />
        </div>
      ) : reviews.isError || !data ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {t('reviews.error')}
        </p>
      ) : data.data.length === 0 ? (
        <p className="mt-6 text-sm text-muted" data-testid="manager-reviews-empty">
          {t(`reviews.empty.${status}`)}
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-3 lg:grid-cols-2">
            {data.data.map((review) => (
              <ReviewCard key={review.id} review={review} token={token} />
            ))}
          </ul>
          {data.last_page > 1 && (
            <div className="mt-4 flex items-center justify-between gap-3">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('reviews.newer')}
              </button>
              <span className="text-sm text-muted">
                {t('reviews.range', { from: data.from ?? 0, to: data.to ?? 0, total: data.total })}
              </span>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page >= data.last_page}
                onClick={() => setPage(page + 1)}
              >
                {t('reviews.older')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
