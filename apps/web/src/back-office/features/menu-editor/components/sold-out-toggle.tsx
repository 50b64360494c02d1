import { buttonClass } from '../../../../ui/button.ts';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { useLiveStock, useSetLiveStock } from '../api/owner-restaurant-api.ts';
import { errorText } from '../api/owner-request.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';

/**
 * Sold out / available for a dish on sale, one tap, acting on the live menu at once (the board's own
 * lever; a publish never resets it). A number left stays on the board's dish list.
 */
export function SoldOutToggle({ token, productId, name }: { token: string; productId: number; name: string }) {
  const { t } = useEditorTexts();
  const live = useLiveStock(token).data?.find((product) => product.id === productId);
  const setStock = useSetLiveStock(token);
  if (!live) return null;
  const soldOut = live.stock === 0;
  return (
    <button
      type="button"
      aria-pressed={soldOut}
      disabled={setStock.isPending}
      onClick={() =>
        setStock.mutate({ productId, stock: soldOut ? null : 0 }, { onError: (error) => showSnackbar({ message: errorText(error) }) })
      }
      className={buttonClass(soldOut ? 'danger' : 'secondary', 'md', 'shrink-0')}
      data-testid="sold-out-toggle"
    >
      {t('dishes.soldOut')}
      <span className="sr-only">
        : <bdi>{name}</bdi>
      </span>
    </button>
  );
}
