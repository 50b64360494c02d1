import { lazy, Suspense, useId, useRef, useState } from 'react';
import { DIETS, isDietFilterActive, NO_DIET_FILTER, type DietFilter } from '@tavola/domain/menu/diet-filter';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../ui/core-icon.tsx';

// The list of allergens opens on a tap of 'Without…': the menu's first load does not carry it.
const WithoutPicker = lazy(() => import('./without-picker.tsx'));

interface DietFilterBarProps {
  filter: DietFilter;
  onChange: (next: DietFilter) => void;
}

const chip =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap ring-1 transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary';
const chipIdle = 'bg-surface text-ink ring-line hover:bg-stone-50';
const chipOn = 'bg-emerald-800 text-white ring-emerald-800';

/**
 * The dietary filter above the menu: Vegetarian and Vegan as toggle chips (one diet at a time:
 * vegan says vegetarian already), and 'Without…' opening a list of the EU allergens to leave out.
 * Real buttons and checkboxes, so keyboard and screen readers work as they do everywhere.
 */
export function DietFilterBar({ filter, onChange }: DietFilterBarProps) {
  const { t } = useTranslation();
  const [pickerOpen, setPickerOpen] = useState(false);
  const pickerId = useId();
  const withoutButton = useRef<HTMLButtonElement>(null);
  const chosenNames = filter.without.map((code) => t(`allergens.${code}`, { defaultValue: code })).join(', ');

  return (
    <div className="mt-3" data-testid="diet-filters">
      <div role="group" aria-label={t('menu.dietFilters')} className="flex flex-wrap items-center gap-2">
        {DIETS.map((diet) => {
          const on = filter.diet === diet;
          return (
            <button
              key={diet}
              type="button"
              aria-pressed={on}
              data-testid={`diet-chip-${diet}`}
              onClick={() => onChange({ ...filter, diet: on ? null : diet })}
              className={`${chip} ${on ? chipOn : chipIdle}`}
            >
              {on && <Icon name="check" className="size-4" />}
              {t(`menu.${diet}`)}
            </button>
          );
        })}
        <button
          type="button"
          ref={withoutButton}
          aria-expanded={pickerOpen}
          aria-controls={pickerId}
          data-testid="without-button"
          onClick={() => setPickerOpen((open) => !open)}
          className={`${chip} max-w-full ${filter.without.length > 0 ? chipOn : chipIdle}`}
        >
          <span className="truncate">
            {filter.without.length > 0 ? t('menu.withoutChosen', { allergens: chosenNames }) : t('menu.withoutPicker')}
          </span>
          <Icon name="chevronDown" className={`size-4 shrink-0 transition ${pickerOpen ? 'rotate-180' : ''}`} />
        </button>
        {isDietFilterActive(filter) && (
          <button
            type="button"
            data-testid="clear-filters"
            onClick={() => onChange(NO_DIET_FILTER)}
            className="h-9 rounded-full px-2 text-sm font-semibold text-primary-ink underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-primary"
          >
            {t('menu.clearFilters')}
          </button>
        )}
      </div>
      {pickerOpen && (
        <Suspense fallback={null}>
          <WithoutPicker
            id={pickerId}
            without={filter.without}
            onChange={(without) => onChange({ ...filter, without })}
            onDone={() => {
              setPickerOpen(false);
              // The picker goes away with the focused button: focus returns to what opened it.
              withoutButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
