import type { CategoryEntry, MenuDraft } from '@tavola/domain/schemas/menu-editor';
import { useFormatPrice } from '../../../../lib/money.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Image } from '../../../../ui/image.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { useReorder } from '../api/menu-draft-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import type { Editing } from './entry-sheet.tsx';
import { imageUrl } from './image-field.tsx';
import { SoldOutToggle, useSoldOut } from './sold-out-toggle.tsx';
import { SortableList } from './sortable-list.tsx';

interface DishListProps {
  token: string;
  draft: MenuDraft;
  category: CategoryEntry | undefined;
  onOpen: (editing: Editing) => void;
}

/** The dishes of one category in menu order, each with its price, marks and the live sold-out lever. */
export function DishList({ token, draft, category, onOpen }: DishListProps) {
  const { t } = useEditorTexts();
  const formatPrice = useFormatPrice();
  const reorder = useReorder(token);
  if (!category)
    return (
      <p className="rounded-3xl bg-surface p-6 text-center text-muted shadow-card">{t('dishes.chooseCategory')}</p>
    );
  const dishes = draft.products.filter((p) => p.value.category === category.key);
  // The other categories' dishes keep their places: the reorder names every dish, this category's in the new order.
  const onReorder = (keys: string[]) => {
    const queue = [...keys];
    const all = draft.products.map((p) => (p.value.category === category.key ? (queue.shift() ?? p.key) : p.key));
    reorder.mutate(
      { kind: 'products', keys: all },
      { onError: (error) => showSnackbar({ message: errorText(error) }) },
    );
  };
  return (
    <section
      aria-labelledby="dishes-title"
      className="min-w-0 rounded-3xl bg-surface p-4 shadow-card"
      data-testid="dish-list"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id="dishes-title" className="me-auto text-lg font-bold">
          {t('dishes.title', { category: category.value.name })}
        </h2>
        <button
          type="button"
          onClick={() => onOpen({ kind: 'products', key: null, categoryKey: category.key })}
          className={buttonClass('primary', 'md')}
          data-testid="add-dish"
        >
          <Icon name="plus" />
          {t('dishes.add')}
        </button>
      </div>
      {dishes.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line p-6 text-center text-sm text-muted">
          {t('dishes.empty')}
        </p>
      ) : (
        <SortableList
          items={dishes}
          keyOf={(e) => e.key}
          nameOf={(e) => e.value.name}
          label={t('dishes.title', { category: category.value.name })}
          onReorder={onReorder}
        >
          {(entry, handle) => {
            const dish = entry.value;
            const id = draft.productIds[entry.key];
            return (
              <div
                className="flex flex-wrap items-center gap-2 rounded-2xl p-1 ring-1 ring-line sm:flex-nowrap"
                data-testid="dish-row"
                data-key={entry.key}
              >
                {handle}
                <Image src={imageUrl(dish.image)} alt="" className="w-16 shrink-0 rounded-lg" width={64} height={48} sizes="64px" />
                <button
                  type="button"
                  onClick={() => onOpen({ kind: 'products', key: entry.key })}
                  className="flex min-h-11 min-w-0 flex-1 flex-col items-start justify-center rounded-xl px-2 text-start hover:bg-stone-50"
                  data-testid="edit-dish"
                >
                  <bdi className="line-clamp-2 w-full font-semibold break-words">{dish.name}</bdi>
                  <span className="flex flex-wrap gap-x-2 text-sm text-muted">
                    <span className="font-semibold text-ink tabular-nums" data-testid="dish-price">
                      {dish.minPrice !== undefined
                        ? t('dishes.from', { price: formatPrice(dish.minPrice) })
                        : formatPrice(dish.price)}
                    </span>
                    {dish.pinned && <span>{t('dishes.pinned')}</span>}
                    {dish.packageSteps?.length ? <span>{t('dishes.package')}</span> : null}
                    {id === undefined && <span className="text-amber-800">{t('dishes.notLive')}</span>}
                    <SoldOutMark token={token} productId={id} />
                  </span>
                </button>
                {id !== undefined && <SoldOutToggle token={token} productId={id} name={dish.name} />}
              </div>
            );
          }}
        </SortableList>
      )}
    </section>
  );
}

function SoldOutMark({ token, productId }: { token: string; productId: number | undefined }) {
  const { t } = useEditorTexts();
  return useSoldOut(token, productId) ? (
    <span className="font-semibold text-red-700">{t('dishes.soldOut')}</span>
  ) : null;
}
