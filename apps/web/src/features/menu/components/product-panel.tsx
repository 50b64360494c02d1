import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { canAdd, toggleAttributeItem } from '@tavola/domain/attributes/attribute-selection';
import { checkPackageRequest } from '@tavola/domain/stock/package-stock';
import { availableStock } from '@tavola/domain/stock/product-stock';
import { useFormatPrice } from '../../../lib/money.ts';
import { AllergenBadges } from '../../../ui/allergen-badges.tsx';
import { buttonClass } from '../../../ui/button.ts';
import { Image } from '../../../ui/image.tsx';
import { RichText } from '../../../ui/rich-text.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useAttributeGroups } from '../api/get-attribute-groups.ts';
import { usePackageSteps } from '../api/get-package-steps.ts';
import type { Product } from '../api/get-products.ts';
import { useAddToBasket } from '../hooks/use-add-to-basket.ts';
import { useBasketStockLines } from '../hooks/use-basket-stock-lines.ts';
import { usePackageWizard } from '../hooks/use-package-wizard.ts';
import { AttributePicker, toRuleGroup } from './attribute-picker.tsx';
import { PackageStepView } from './package-step-view.tsx';
import { PriceTag } from './price-tag.tsx';
import { StockLine } from './stock-line.tsx';

interface ProductPanelProps {
  product: Product;
  categoryName: string;
  canOrder: boolean;
  onClose: () => void;
}

/**
 * The product's side panel (spec §2, §4): 'Menu / category' header, image, allergens, price,
 * description, then the package wizard or the extras picker, and Add. Closes after a successful add.
 */
export default function ProductPanel({ product, categoryName, canOrder, onClose }: ProductPanelProps) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const isPackage = product.is_package === 1;
  const hasExtras = product.extra.length > 0 && !isPackage;
  const groupsQuery = useAttributeGroups(product.category_id, hasExtras && canOrder);
  const stepsQuery = usePackageSteps(product.id, isPackage && canOrder);
  const lines = useBasketStockLines();
  const add = useAddToBasket();

  const groups = useMemo(
    () =>
      (groupsQuery.data ?? []).filter((group) => group.product_ids.includes(product.id) || product.extra.includes(group.id)),
    [groupsQuery.data, product],
  );
  const ruleGroups = useMemo(() => groups.map(toRuleGroup), [groups]);
  const [selection, setSelection] = useState<number[]>([]);
  const steps = stepsQuery.data ?? [];
  const wizard = usePackageWizard(steps);

  const available = availableStock(product, lines);
  const soldOut = available !== null && available <= 0;
  const loading = (hasExtras && !groupsQuery.data) || (isPackage && !stepsQuery.data);
  const extrasPrice = groups
    .flatMap((group) => group.items)
    .filter((item) => selection.includes(item.id))
    .reduce((sum, item) => sum + item.pivot.price, 0);

  const addProduct = () => {
    add.mutate(
      { kind: 'product', productId: product.id, attributeItems: selection },
      {
        onSuccess: () => {
          setSelection([]);
          onClose();
        },
      },
    );
  };

  const addPackage = () => {
    if (!wizard.further()) return;
    const productItems = steps.flatMap((step) =>
      (wizard.selection[step.id] ?? []).map((entry) => ({ productId: entry.productId, productPackage: step.id, quantity: entry.quantity })),
    );
    const components = productItems.map((item) => {
      const component = steps.flatMap((step) => step.products).find((candidate) => candidate.id === item.productId);
      return { id: item.productId, name: component?.name ?? product.name, stock: component?.stock ?? null, quantity: item.quantity };
    });
    const stock = checkPackageRequest(components, 1, lines);
    if (!stock.ok) {
      showSnackbar({ message: `${stock.name}: ${t('errors.outOfStock')}` });
      return;
    }
    add.mutate({ kind: 'package', productId: product.id, productItems }, { onSuccess: onClose });
  };

  let footer = null;
  if (canOrder && loading) footer = <Skeleton className="h-12 w-full rounded-full" />;
  else if (canOrder && isPackage && steps.length > 0) {
    footer = (
      <div className="flex gap-3">
        {!wizard.isFirst && (
          <button type="button" onClick={wizard.back} disabled={add.isPending} className={buttonClass('secondary', 'lg', 'flex-1')}>
            {t('product.back')}
          </button>
        )}
        {wizard.isLast ? (
          <button
            type="button"
            onClick={addPackage}
            disabled={add.isPending || soldOut}
            data-testid="panel-add"
            className={buttonClass('primary', 'lg', 'flex-[2]')}
          >
            {add.isPending ? t('product.adding') : soldOut ? t('menu.outOfStock') : `${t('product.add')} · ${format(product.price)}`}
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
  } else if (canOrder) {
    const ready = canAdd(ruleGroups, selection);
    footer = (
      <button
        type="button"
        onClick={isPackage ? () => add.mutate({ kind: 'package', productId: product.id, productItems: [] }, { onSuccess: onClose }) : addProduct}
        disabled={!ready || soldOut || add.isPending}
        data-testid="panel-add"
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {add.isPending
          ? t('product.adding')
          : soldOut
            ? t('menu.outOfStock')
            : `${t('product.add')} · ${format(product.price + extrasPrice)}`}
      </button>
    );
  }

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      eyebrow={t('product.breadcrumb', { category: categoryName })}
      title={product.name}
      variant="panel"
      testId="product-panel"
      footer={footer ?? undefined}
    >
      <Image src={product.image} alt="" ratio="16 / 9" width={880} height={495} priority className="rounded-2xl" />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <PriceTag product={product} className="text-xl" />
        <AllergenBadges codes={product.allergy_info} size="md" />
      </div>
      <StockLine available={available} />
      {product.description && <RichText text={product.description} className="mt-3 text-[15px] leading-relaxed text-ink/80" />}
      {product.depot && (
        <p className="mt-2 text-sm text-muted">{t('menu.deposit', { name: product.depot.name, price: format(product.depot.price) })}</p>
      )}
      {canOrder && (
        <div className="mt-6">
          {loading ? (
            <div className="space-y-2" aria-hidden="true">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-14 w-full rounded-2xl" />
              <Skeleton className="h-14 w-full rounded-2xl" />
            </div>
          ) : isPackage ? (
            steps.length > 0 && <PackageStepView wizard={wizard} total={steps.length} lines={lines} />
          ) : (
            groups.length > 0 && (
              <AttributePicker
                groups={groups}
                selection={selection}
                onToggle={(group, itemId) => setSelection((current) => toggleAttributeItem(current, toRuleGroup(group), itemId))}
              />
            )
          )}
        </div>
      )}
    </Sheet>
  );
}
