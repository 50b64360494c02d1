import { useTranslation } from '../../../i18n/use-translation.ts';
import { stockLeftForPackageComponent } from '@tavola/domain/stock/package-stock';
import type { BasketStockLine } from '@tavola/domain/stock/basket-units';
import { FALLBACK_IMAGE } from '../../../ui/image.tsx';
import { Icon } from '../../../ui/icon.tsx';
import type { PackageWizard } from '../hooks/use-package-wizard.ts';
import { Picture } from '../../../ui/picture.tsx';

interface PackageStepViewProps {
  wizard: PackageWizard;
  total: number;
  lines: readonly BasketStockLine[];
}

/** One step of the package wizard: its question, limits and products with the stock left of each. */
export function PackageStepView({ wizard, total, lines }: PackageStepViewProps) {
  const { t } = useTranslation();
  const step = wizard.step;
  if (!step) return null;
  const max = step.max > 0 ? step.max : null;
  return (
    <section data-testid="package-step" aria-labelledby="package-step-title">
      <div className="mb-3 flex items-center gap-1.5" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={`h-1.5 flex-1 rounded-full ${index <= wizard.index ? 'bg-primary' : 'bg-stone-200'}`}
          />
        ))}
      </div>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('product.step', { current: wizard.index + 1, total })}
      </p>
      <h3 id="package-step-title" className="mt-0.5 text-lg font-semibold">
        <bdi>{step.name}</bdi>
      </h3>
      {step.question && (
        <p className="mt-0.5 text-[15px] text-muted">
          <bdi>{step.question}</bdi>
        </p>
      )}
      <p className="mt-1 text-sm text-muted" data-testid="package-step-hint">
        {step.min > 0 && t('product.minItems', { count: step.min })}
        {step.min > 0 && max !== null && ' · '}
        {max !== null && t('product.maxItems', { count: max })}
        <span className="ms-2 font-semibold text-ink">{t('product.chosen', { count: wizard.stepCount })}</span>
      </p>
      {wizard.blocked && (
        <p
          role="alert"
          className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 ring-1 ring-amber-200"
        >
          {t('product.minimumProductSelection', { count: step.min })}
        </p>
      )}
      <ul className="mt-3 space-y-2">
        {step.products.map((product) => {
          const checked = wizard.chosen.some((entry) => entry.productId === product.id);
          const left = stockLeftForPackageComponent(product, wizard.countInPackage(product.id), lines);
          const disabled = !checked && left === 0;
          return (
            <li key={product.id}>
              <label
                className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl px-3 py-2 ring-1 transition ${
                  checked ? 'bg-primary/[0.06] ring-2 ring-primary' : 'ring-line hover:bg-stone-50'
                } ${disabled ? 'cursor-not-allowed opacity-50' : ''}`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => wizard.toggle(product.id)}
                  className="peer sr-only"
                />
                <Picture
                  src={product.image ?? FALLBACK_IMAGE}
                  kind="dish"
                  sizes="48px"
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-xl bg-stone-100 object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="block text-[15px] font-medium">
                    <bdi>{product.name}</bdi>
                  </span>
                  {left !== null && (
                    <span className={`block text-xs font-semibold ${left === 0 ? 'text-red-700' : 'text-amber-800'}`}>
                      {left === 0 ? t('menu.outOfStock') : t('product.stockLeft', { count: left })}
                    </span>
                  )}
                </span>
                <span
                  aria-hidden="true"
                  className={`grid size-6 shrink-0 place-items-center rounded-full ring-2 peer-focus-visible:outline-3 peer-focus-visible:outline-primary ${
                    checked ? 'bg-primary text-on-primary ring-primary' : 'ring-stone-300'
                  }`}
                >
                  {checked && <Icon name="check" className="size-4" strokeWidth={3} />}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
