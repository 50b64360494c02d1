import { useTranslation } from '../../../i18n/use-translation.ts';
import { SUBCATEGORY_THUMBNAIL_COUNT } from '@tavola/domain/limits';
import { FALLBACK_IMAGE } from '../../../ui/image.tsx';
import type { SubcategoryGroup } from './group-by-subcategory.ts';
import { Picture } from '../../../ui/picture.tsx';

/** Subcategory name, product count and up to five thumbnails ('...' when there are more). */
export function SubcategoryHeader({ group, headingId }: { group: SubcategoryGroup; headingId: string }) {
  const { t } = useTranslation();
  const thumbnails = group.products.slice(0, SUBCATEGORY_THUMBNAIL_COUNT);
  const more = group.products.length > SUBCATEGORY_THUMBNAIL_COUNT;
  return (
    <div className="mb-3 flex items-end justify-between gap-4 border-b border-line pb-2.5">
      <div className="min-w-0">
        <h3 id={headingId} className="text-lg font-bold tracking-tight">
          <bdi>{group.name}</bdi>
        </h3>
        <p className="text-sm text-muted">{t('menu.subcategoryCount', { count: group.products.length })}</p>
      </div>
      <div className="flex shrink-0 items-center" aria-hidden="true">
        <div className="flex -space-x-2.5 rtl:space-x-reverse">
          {thumbnails.map((product) => (
            <Picture
              key={product.id}
              src={product.image ?? FALLBACK_IMAGE}
              kind="dish"
              sizes="32px"
              alt=""
              width={32}
              height={32}
              loading="lazy"
              className="size-8 rounded-full bg-stone-100 object-cover ring-2 ring-canvas"
            />
          ))}
        </div>
        {more && <span className="ms-1.5 text-sm font-semibold text-muted">...</span>}
      </div>
    </div>
  );
}
