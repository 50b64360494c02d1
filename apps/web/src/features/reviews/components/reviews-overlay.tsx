import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useTestimonials, type Testimonial } from '../api/testimonials.ts';
import { Stars } from './stars.tsx';

/** The date a review was written, as the spec shows dates (§9: German DD.MM.YY, else YYYY/MM/DD). */
function reviewDate(iso: string, lang: string): string {
  const [year = '', month = '', day = ''] = iso.slice(0, 10).split('-');
  return lang === 'de' ? `${day}.${month}.${year.slice(2)}` : `${year}/${month}/${day}`;
}

function ReviewItem({ review }: { review: Testimonial }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="rounded-2xl bg-stone-50 p-4 ring-1 ring-line" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <time dateTime={review.created_at.slice(0, 10)} className="text-xs text-muted">
          {reviewDate(review.created_at, i18n.language)}
        </time>
      </div>
      {review.body && (
        <p className="mt-2 text-[15px] leading-relaxed whitespace-pre-line text-ink" dir="auto">
          {review.body}
        </p>
      )}
      <p className="mt-2 text-sm font-semibold text-muted" dir="auto">
        — {review.name ?? t('content.reviews.anonymous')}
      </p>
    </li>
  );
}

/**
 * What guests said (spec: testimonials): the published reviews, newest first, with stars, text, name
 * (or 'a guest') and date. Opened from the header's 'Reviews' link (docs/decisions/061-content.md).
 */
export default function ReviewsOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const reviews = useTestimonials();
  const items = reviews.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('content.reviews.title')}
      variant="panel"
      testId="reviews-overlay"
    >
      {reviews.isPending ? (
        <div className="space-y-3" data-testid="reviews-loading">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-28 w-full rounded-2xl" />
          ))}
        </div>
      ) : reviews.isError && items.length === 0 ? (
        <div className="py-8 text-center" data-testid="reviews-error">
          <p role="alert">{t('content.reviews.error')}</p>
          <button
            type="button"
            className={buttonClass('secondary', 'md', 'mt-4')}
            onClick={() => void reviews.refetch()}
          >
            {t('content.reviews.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-muted" data-testid="reviews-empty">
          {t('content.reviews.empty')}
        </p>
      ) : (
        <>
          {/* Focusable, so keyboard users can scroll a long list (the reviews hold no links). */}
          <ul
            className="space-y-3 rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-primary"
            tabIndex={0}
            aria-label={t('content.reviews.title')}
          >
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {reviews.hasNextPage && (
            <button
              type="button"
              className={buttonClass('secondary', 'md', 'mt-4 w-full')}
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {t('content.reviews.more')}
            </button>
          )}
        </>
      )}
    </Sheet>
  );
}
