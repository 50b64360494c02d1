import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { useLiveStock, useSetLiveStock } from '../api/owner-restaurant-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';

/** Whether a dish on sale is sold out right now (null: not on sale yet, or not known yet). */
export function useSoldOut(token: string, productId: number | undefined): boolean | null {
  const live = useLiveStock(token).data?.find((product) => product.id === productId);
  return live ? live.stock === 0 : null;
}

/**
 * Available / sold out for a dish on sale as one switch, acting on the live menu at once (the board's
 * own lever; a publish never resets it). A number left stays on the board's dish list.
 */
export function SoldOutToggle({ token, productId, name }: { token: string; productId: number; name: string }) {
  const { t } = useEditorTexts();
  const soldOut = useSoldOut(token, productId);
  const setStock = useSetLiveStock(token);
  if (soldOut === null) return null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={!soldOut}
      disabled={setStock.isPending}
      onClick={() =>
        setStock.mutate(
          { productId, stock: soldOut ? null : 0 },
          { onError: (error) => showSnackbar({ message: errorText(error) }) },
        )
      }
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-full px-2 text-sm font-semibold hover:bg-stone-100 disabled:opacity-50"
      data-testid="sold-out-toggle"
    >
      <span
        aria-hidden="true"
        className={`relative h-6 w-10 rounded-full transition-colors ${soldOut ? 'bg-stone-300' : 'bg-emerald-600'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${soldOut ? 'start-0.5' : 'start-[18px]'}`}
        />
      </span>
      {t('dishes.available')}
      <span className="sr-only">
        : <bdi>{name}</bdi>
      </span>
    </button>
  );
}
