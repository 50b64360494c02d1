import { useMemo, useState } from 'react';
import { toggleAttributeItem } from '@tavola/domain/attributes/attribute-selection';
import { availableStock } from '@tavola/domain/stock/product-stock';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AllergenBadges } from '../../../ui/allergen-badges.tsx';
import { DietBadges } from '../../../ui/diet-badges.tsx';
import { Image } from '../../../ui/image.tsx';
import { RichText } from '../../../ui/rich-text.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useAttributeGroups } from '../api/get-attribute-groups.ts';
import { usePackageSteps } from '../api/get-package-steps.ts';
import type { Product } from '../api/get-products.ts';
import { useBasketStockLines } from '../hooks/use-basket-stock-lines.ts';
import { usePackageWizard } from '../hooks/use-package-wizard.ts';
import { usePersonDetails } from '../hooks/use-person-details.ts';
import { AddFooter } from './add-footer.tsx';
import { AttributePicker, toRuleGroup } from './attribute-picker.tsx';
import { PackageFooter } from './package-footer.tsx';
import { PackageStepView } from './package-step-view.tsx';
import { PersonFields } from './person-fields.tsx';
import { ProductDates } from './product-dates.tsx';
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
  const isPackage = product.is_package === 1;
  const hasExtras = product.extra.length > 0 && !isPackage;
  const groupsQuery = useAttributeGroups(product.category_id, hasExtras && canOrder);
  const stepsQuery = usePackageSteps(product.id, isPackage && canOrder);
  const lines = useBasketStockLines();

  const groups = useMemo(
    () =>
      (groupsQuery.data ?? []).filter(
        (group) => group.product_ids.includes(product.id) || product.extra.includes(group.id),
      ),
    [groupsQuery.data, product],
  );
  const ruleGroups = useMemo(() => groups.map(toRuleGroup), [groups]);
  const [selection, setSelection] = useState<number[]>([]);
  const steps = stepsQuery.data ?? [];
  const wizard = usePackageWizard(steps);
  const person = usePersonDetails(product);

  const available = availableStock(product, lines);
  const onBreak = product.on_break === true;
  const soldOut = onBreak || (available !== null && available <= 0);
  const loading = (hasExtras && !groupsQuery.data) || (isPackage && !stepsQuery.data);
  const extrasPrice = groups
    .flatMap((group) => group.items)
    .filter((item) => selection.includes(item.id))
    .reduce((sum, item) => sum + item.pivot.price, 0);

  let footer = null;
  if (canOrder && loading) footer = <Skeleton className="h-12 w-full rounded-full" />;
  else if (canOrder && isPackage && steps.length > 0) {
    footer = <PackageFooter product={product} steps={steps} wizard={wizard} soldOut={soldOut} onAdded={onClose} />;
  } else if (canOrder) {
    footer = (
      <AddFooter
        request={
          isPackage
            ? { kind: 'package', productId: product.id, productItems: [], extraInfo: person.extraInfo }
            : { kind: 'product', productId: product.id, attributeItems: selection, extraInfo: person.extraInfo }
        }
        incomplete={person.problem !== null}
        incompleteReason={person.problem && t(`product.missing.${person.problem}`, { name: product.name })}
        groups={ruleGroups}
        selection={selection}
        price={product.price + extrasPrice}
        soldOut={soldOut}
        soldOutLabel={onBreak ? t('menu.notAvailableNow') : undefined}
        onAdded={onClose}
      />
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
      <Image src={product.image} alt="" ratio="16 / 9" width={880} height={495} sizes="(min-width: 768px) 400px, 100vw" priority className="rounded-2xl" />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <PriceTag product={product} className="text-xl" />
        <AllergenBadges codes={product.allergy_info} size="md" />
      </div>
      <DietBadges product={product} size="md" className="mt-3 flex" />
      <StockLine available={available} />
      <ProductDates product={product} />
      {product.description && (
        <RichText text={product.description} className="mt-3 text-[15px] leading-relaxed text-ink/80" />
      )}
      {canOrder && person.asks && <PersonFields details={person} />}
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
                onToggle={(group, itemId) =>
                  setSelection((current) => toggleAttributeItem(current, toRuleGroup(group), itemId))
                }
              />
            )
          )}
        </div>
      )}
    </Sheet>
  );
}
