import { useTranslation } from '../../../i18n/use-translation.ts';
import { Image } from '../../../ui/image.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { RichText } from '../../../ui/rich-text.tsx';
import type { Category } from '../api/get-categories.ts';

interface CategoryHeadingProps {
  /** null in the pinned view: only the label and the count show. */
  category: Category | null;
  title: string;
  productCount: number | null;
}

/** The selected category's name, description (HTML when it has a tag), image and product count. */
export function CategoryHeading({ category, title, productCount }: CategoryHeadingProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-4 sm:gap-6" data-testid="category-heading">
      <div className="min-w-0 flex-1">
        {title ? (
          <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            <bdi>{title}</bdi>
          </h2>
        ) : (
          // Same height as the title, so nothing below moves when it arrives.
          <Skeleton className="h-8 w-48 sm:h-9" />
        )}
        {category?.description && (
          <RichText text={category.description} className="mt-2 max-w-prose text-[15px] leading-relaxed text-muted" />
        )}
        <p className="mt-2 text-sm font-medium text-primary-ink" data-testid="product-count">
          {productCount === null ? '\u00a0' : t('menu.productCount', { count: productCount })}
        </p>
      </div>
      {category && (
        <Image
          key={category.id}
          src={category.image}
          alt=""
          ratio="1 / 1"
          width={192}
          height={192}
          kind="category"
          sizes="112px"
          className="w-20 shrink-0 rounded-2xl shadow-card sm:w-28"
        />
      )}
    </div>
  );
}
