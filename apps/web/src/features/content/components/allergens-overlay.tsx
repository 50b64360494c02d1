import { useTranslation } from '../../../i18n/use-translation.ts';
import { ALLERGEN_CODES, allergenLetter } from '../../../lib/allergens.ts';
import { Sheet } from '../../../ui/sheet.tsx';

/** The legend of the allergen letters printed on the menu cards. */
export function AllergensOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('overlays.allergiesTitle')}
      description={t('overlays.allergiesIntro')}
      variant="center"
      testId="allergens-overlay"
    >
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {ALLERGEN_CODES.map((code) => (
          <li key={code} className="flex items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-line">
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-amber-50 text-sm font-bold text-amber-900 ring-1 ring-amber-200">
              {allergenLetter(code)}
            </span>
            <span className="font-medium">{t(`allergens.${code}`)}</span>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
