import { ALLERGEN_CODES, type AllergenCode } from '@tavola/domain/schemas/allergens';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface WithoutPickerProps {
  id: string;
  /** The allergens left out now. */
  without: AllergenCode[];
  onChange: (without: AllergenCode[]) => void;
  /** 'Done': the bar closes the list and hands the keyboard back to 'Without…'. */
  onDone: () => void;
}

/**
 * The diet filter's list of the EU allergens to leave out (diet-filter-bar.tsx), opened by 'Without…':
 * a chunk of its own, as the menu's first view never shows it.
 */
export default function WithoutPicker({ id, without, onChange, onDone }: WithoutPickerProps) {
  const { t } = useTranslation();
  const toggleAllergen = (code: AllergenCode, checked: boolean) =>
    onChange(checked ? [...without, code] : without.filter((entry) => entry !== code));
  return (
    <fieldset id={id} data-testid="without-picker" className="mt-3 rounded-2xl bg-surface p-4 ring-1 ring-line">
      {/* Floated, the legend sits inside the box instead of on its border. */}
      <legend className="float-start w-full text-sm font-semibold">{t('menu.withoutLegend')}</legend>
      <div className="clear-both grid pt-3 grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
        {ALLERGEN_CODES.map((code) => (
          <label key={code} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-emerald-800"
              checked={without.includes(code)}
              onChange={(event) => toggleAllergen(code, event.target.checked)}
              data-testid={`without-${code}`}
            />
            {t(`allergens.${code}`)}
          </label>
        ))}
      </div>
      <p className="mt-3 text-xs text-muted">{t('menu.withoutHint')}</p>
      <button
        type="button"
        onClick={onDone}
        className="mt-3 h-9 rounded-full bg-ink px-4 text-sm font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('menu.done')}
      </button>
    </fieldset>
  );
}
