import { useTranslation } from '../../../i18n/use-translation.ts';
import { ADDITIVE_CODES } from '@tavola/domain/schemas/additives';
import { ALLERGEN_CODES, allergenLetter } from '@tavola/domain/schemas/allergens';
import { AllergenIcon } from '../../../ui/allergen-badges.tsx';
import { Sheet } from '../../../ui/sheet.tsx';

/** The legend of the allergen icons on the menu cards (with the letters German menus use) and of the additives' numbers. */
export function AllergensOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('overlays.allergiesTitle')}
      description={t('overlays.allergiesIntro')}
      variant="center"
      closeOnDimmedLayer={false}
      scrollFocusable
      testId="allergens-overlay"
    >
      <AllergenLegend />
    </Sheet>
  );
}

/** The legend itself: the overlay's content, and the served sheet's of an address that opens it ('/?overlay=allergies'). */
export function AllergenLegend() {
  const { t } = useTranslation();
  return (
    <>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {ALLERGEN_CODES.map((code) => (
          <li key={code} className="flex items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-line">
            <span
              aria-hidden="true"
              className="grid size-9 place-items-center rounded-full bg-amber-50 text-amber-900 ring-1 ring-amber-200"
            >
              <AllergenIcon code={code} className="size-6" />
            </span>
            <span className="font-medium">{t(`allergens.${code}`)}</span>
            {/* The letters German menus print (A–N), for guests who know them. */}
            <span aria-hidden="true" className="ms-auto text-xs font-semibold text-muted">
              {allergenLetter(code)}
            </span>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 mb-2 font-semibold">{t('menu.additives')}</h3>
      <ol className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2" data-testid="additives-legend">
        {ADDITIVE_CODES.map((code, index) => (
          <li key={code} className="flex gap-2 px-3">
            <span className="w-5 text-end font-semibold text-muted">{index + 1}</span>
            <span>{t(`additives.${code}`)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
