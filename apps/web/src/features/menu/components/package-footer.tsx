import { checkPackageRequest } from '@tavola/domain/stock/package-stock';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { buttonClass } from '../../../ui/button.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import type { PackageStep } from '../api/get-package-steps.ts';
import type { Product } from '../api/get-products.ts';
import { useAddToBasket } from '../hooks/use-add-to-basket.ts';
import { useBasketStockLines } from '../hooks/use-basket-stock-lines.ts';
import type { PackageWizard } from '../hooks/use-package-wizard.ts';

interface PackageFooterProps {
  product: Product;
  steps: PackageStep[];
  wizard: PackageWizard;
  soldOut: boolean;
  onAdded: () => void;
}

/**
 * The wizard's buttons (spec §4): Back, Further, and Add on the last step; all disabled while the
 * package is being added. A package some component cannot fill is blocked before the call (§5).
 */
export function PackageFooter({ product, steps, wizard, soldOut, onAdded }: PackageFooterProps) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const lines = useBasketStockLines();
  const add = useAddToBasket();

  const submit = () => {
    if (!wizard.further()) return;
    const productItems = steps.flatMap((step) =>
      (wizard.selection[step.id] ?? []).map((entry) => ({
        productId: entry.productId,
        productPackage: step.id,
        quantity: entry.quantity,
      })),
    );
    const offered = steps.flatMap((step) => step.products);
    const components = productItems.map((item) => {
      const component = offered.find((candidate) => candidate.id === item.productId);
      return {
        id: item.productId,
        name: component?.name ?? product.name,
        stock: component?.stock ?? null,
        quantity: item.quantity,
      };
    });
    const stock = checkPackageRequest(components, 1, lines);
    if (!stock.ok) {
      showSnackbar({ message: `${stock.name}: ${t('errors.outOfStock')}` });
      return;
    }
    add.mutate({ kind: 'package', productId: product.id, productItems }, { onSuccess: onAdded });
  };

  return (
    <div className="flex gap-3">
      {!wizard.isFirst && (
        <button
          type="button"
          onClick={wizard.back}
          disabled={add.isPending}
          className={buttonClass('secondary', 'lg', 'flex-1')}
        >
          {t('product.back')}
        </button>
      )}
      {wizard.isLast ? (
        <button
          type="button"
          onClick={submit}
          disabled={add.isPending || soldOut}
          data-testid="panel-add"
          className={buttonClass('primary', 'lg', 'flex-[2]')}
        >
          {add.isPending
            ? t('product.adding')
            : soldOut
              ? t('menu.outOfStock')
              : `${t('product.add')} · ${format(product.price)}`}
        </button>
      ) : (
        <button
          type="button"
          onClick={wizard.further}
          disabled={add.isPending}
          data-testid="panel-further"
          className={buttonClass('primary', 'lg', 'flex-[2]')}
        >
          {t('product.further')}
        </button>
      )}
    </div>
  );
}
