import { additiveNumber } from '@tavola/domain/schemas/additives';
import { useTranslation } from '../i18n/use-translation.ts';

interface DietInfo {
  vegetarian?: boolean;
  vegan?: boolean;
  additives?: readonly string[];
}

/**
 * "Vegan" (which says vegetarian too) or "Vegetarian" as a small pill, and the dish's additives as
 * the footnote numbers German menus print (the names for screen readers and on hover). The card
 * shows the numbers; the dish's details (`size="md"`) name them.
 */
export function DietBadges({
  product,
  size = 'sm',
  className = '',
}: {
  product: DietInfo;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation();
  const diet = product.vegan ? 'vegan' : product.vegetarian ? 'vegetarian' : null;
  const additives = (product.additives ?? [])
    .map((code) => ({ code, number: additiveNumber(code), name: t(`additives.${code}`, { defaultValue: code }) }))
    .sort((a, b) => (a.number ?? 99) - (b.number ?? 99));
  if (!diet && additives.length === 0) return null;
  const names = additives.map((additive) => additive.name).join(', ');
  return (
    <span className={`flex-wrap items-center gap-1.5 ${className || 'inline-flex'}`} data-testid="diet-badges">
      {diet && (
        <span
          data-diet={diet}
          className={`inline-flex items-center rounded-full bg-emerald-50 font-semibold text-emerald-900 ring-1 ring-emerald-200 ${
            size === 'md' ? 'px-2.5 py-0.5 text-xs' : 'px-2 text-[11px] leading-5'
          }`}
        >
          {t(`menu.${diet}`)}
        </span>
      )}
      {additives.length > 0 &&
        (size === 'md' ? (
          <span className="text-xs text-muted" data-testid="additives">
            {t('menu.additives')}: {additives.map((a) => (a.number ? `${a.number} ${a.name}` : a.name)).join(', ')}
          </span>
        ) : (
          // A plain span may not carry aria-label (axe: aria-prohibited-attr): screen readers get the names as text.
          <span className="text-[11px] text-muted" title={names} data-testid="additives">
            <span aria-hidden="true">{additives.map((a) => a.number ?? a.code).join(', ')}</span>
            <span className="sr-only">{`${t('menu.additives')}: ${names}`}</span>
          </span>
        ))}
    </span>
  );
}
