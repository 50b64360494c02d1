import { useTranslation } from '../i18n/use-translation.ts';
import { allergenLetter, isKnownAllergen } from '@tavola/domain/schemas/allergens';

/**
 * An allergen as its icon from the sprite (public/allergens.svg: one cached file, nothing in the
 * JavaScript), or its letter for a code outside the EU fourteen. Decorative: the list names them.
 */
export function AllergenIcon({ code, className = 'size-4' }: { code: string; className?: string }) {
  if (!isKnownAllergen(code)) return <span aria-hidden="true">{allergenLetter(code)}</span>;
  return (
    <svg aria-hidden="true" className={className} data-allergen={code}>
      <use href={`/allergens.svg#a-${code}`} />
    </svg>
  );
}

/** The allergens of a dish as icons; the list names each allergen for screen readers and on hover. */
export function AllergenBadges({ codes, size = 'sm' }: { codes: readonly string[]; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  const names = codes.map((code) => t(`allergens.${code}`, { defaultValue: code }));
  return (
    <ul
      className="flex flex-wrap gap-1"
      aria-label={`${t('menu.allergens')}: ${names.join(', ')}`}
      data-testid="allergen-badges"
    >
      {codes.map((code, index) => (
        <li
          key={code}
          title={names[index]}
          aria-hidden="true"
          className={`grid place-items-center rounded-full bg-amber-50 font-semibold text-amber-900 ring-1 ring-amber-200 ${
            size === 'md' ? 'size-8 text-xs' : 'size-6 text-[10px]'
          }`}
        >
          <AllergenIcon code={code} className={size === 'md' ? 'size-5' : 'size-4'} />
        </li>
      ))}
    </ul>
  );
}
