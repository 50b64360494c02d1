import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../ui/core-icon.tsx';

/** The search field above the menu; Escape or the clear button empties it. */
export function MenuSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div role="search" className="relative">
      <label htmlFor="menu-search" className="sr-only">
        {t('menu.searchLabel')}
      </label>
      <Icon name="search" className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted" />
      <input
        id="menu-search"
        type="search"
        value={value}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('menu.searchPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onChange('');
        }}
        className="h-12 w-full rounded-full bg-surface ps-12 pe-12 text-[16px] shadow-card ring-1 ring-line outline-none placeholder:text-stone-500 focus:ring-2 focus:ring-primary [&::-webkit-search-cancel-button]:hidden"
        data-testid="menu-search"
      />
      {value && (
        <button
          type="button"
          aria-label={t('menu.clearSearch')}
          onClick={() => onChange('')}
          className="absolute end-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-stone-100"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  );
}
