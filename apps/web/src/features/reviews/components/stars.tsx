import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../ui/icon.tsx';

/** A rating as five stars, read out as 'n out of 5 stars'. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('content.reviews.stars', { count: rating })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          name="star"
          className={`size-4 ${star <= rating ? 'fill-amber-500 text-amber-500' : 'fill-none text-stone-300'}`}
        />
      ))}
    </span>
  );
}
