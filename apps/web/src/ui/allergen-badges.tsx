import { useTranslation } from '../i18n/use-translation.ts';
import { allergenLetter } from '../lib/allergens.ts';

/** The allergens of a dish as letter badges; each names its allergen for screen readers and on hover. */
export function AllergenBadges({ codes, size = 'sm' }: { codes: readonly string[]; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  const names = codes.map((code) => t(`allergens.${code}`, { defaultValue: code }));
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`${t('menu.allergens')}: ${names.join(', ')}`}>
      {codes.map((code, index) => (
        <li
          key={code}
          title={names[index]}
          aria-hidden="true"
          className={`grid place-items-center rounded-full bg-amber-50 font-semibold text-amber-900 ring-1 ring-amber-200 ${
            size === 'md' ? 'size-7 text-xs' : 'size-5 text-[10px]'
          }`}
        >
          {allergenLetter(code)}
        </li>
      ))}
    </ul>
  );
}
