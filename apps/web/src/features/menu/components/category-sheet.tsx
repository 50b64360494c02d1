import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  CATEGORY_SHEET_HEIGHT_PERCENT,
  CATEGORY_SHEET_TALL_HEIGHT_PERCENT,
  CATEGORY_SHEET_TALL_THRESHOLD,
  SKELETON_PLACEHOLDER_COUNT,
} from '@tavola/domain/limits';
import { Icon } from '../../../ui/icon.tsx';
import { Image } from '../../../ui/image.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import type { Category } from '../api/get-categories.ts';
import type { MenuView } from '../hooks/use-menu-selection.ts';

interface CategorySheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: Category[] | undefined;
  pinnedLabel: string | null;
  view: MenuView | null;
  onSelect: (view: MenuView) => void;
}

/** Phones: every category as a tile; picking one closes the sheet (spec §2). */
export default function CategorySheet({
  open,
  onOpenChange,
  categories,
  pinnedLabel,
  view,
  onSelect,
}: CategorySheetProps) {
  const { t } = useTranslation();
  const count = (categories?.length ?? 0) + (pinnedLabel ? 1 : 0);
  const height =
    count > CATEGORY_SHEET_TALL_THRESHOLD ? CATEGORY_SHEET_TALL_HEIGHT_PERCENT : CATEGORY_SHEET_HEIGHT_PERCENT;
  const pick = (next: MenuView) => {
    onSelect(next);
    onOpenChange(false);
  };
  const tile = (active: boolean) =>
    `flex w-full flex-col overflow-hidden rounded-2xl bg-surface text-start ring-1 transition ${
      active ? 'ring-2 ring-ink' : 'ring-line hover:ring-stone-300'
    }`;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('menu.allCategories')}
      variant="bottom"
      heightPercent={height}
      testId="category-sheet"
    >
      <ul className="grid grid-cols-3 gap-2.5 pt-1">
        {!categories
          ? Array.from({ length: SKELETON_PLACEHOLDER_COUNT }, (_, index) => (
              <li key={index} data-testid="category-tile-skeleton">
                <Skeleton className="aspect-square w-full rounded-2xl" />
                <Skeleton className="mt-2 h-3.5 w-2/3" />
              </li>
            ))
          : [
              pinnedLabel && (
                <li key="pinned">
                  <button
                    type="button"
                    className={tile(view?.kind === 'pinned')}
                    onClick={() => pick({ kind: 'pinned' })}
                  >
                    <span className="grid aspect-square w-full place-items-center bg-primary/10 text-primary-ink">
                      <Icon name="star" className="size-7" />
                    </span>
                    <span className="truncate px-2.5 py-2 text-[13px] font-semibold">{pinnedLabel}</span>
                  </button>
                </li>
              ),
              ...categories.map((category) => (
                <li key={category.id}>
                  <button
                    type="button"
                    className={tile(view?.kind === 'category' && view.categoryId === category.id)}
                    onClick={() => pick({ kind: 'category', categoryId: category.id })}
                  >
                    <Image src={category.image} alt="" ratio="1 / 1" width={160} height={160} kind="category" sizes="(min-width: 768px) 160px, 33vw" className="w-full" />
                    <span className="truncate px-2.5 py-2 text-[13px] font-semibold">
                      <bdi>{category.name}</bdi>
                    </span>
                  </button>
                </li>
              )),
            ]}
      </ul>
    </Sheet>
  );
}
