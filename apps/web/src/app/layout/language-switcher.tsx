import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { isLang, LANGUAGES } from '../../i18n/languages.ts';
import { pageConfig } from '../../lib/page-config.ts';
import { Icon } from '../../ui/core-icon.tsx';

/**
 * A native select (accessible, the phone's own picker) laid invisibly over a compact button that
 * shows the language code. It lists the languages the restaurant offers its guests; with only one
 * there is nothing to switch to, so there is no switcher.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const offered = LANGUAGES.filter((language) => pageConfig.languages.includes(language.code));
  const select = useRef<HTMLSelectElement>(null);
  // A guest may pick a language on the server-rendered page before the app runs: no handler heard it,
  // so the choice is read from the select once it has, instead of being lost.
  useEffect(() => {
    const chosen = select.current?.value;
    if (isLang(chosen) && chosen !== i18n.language) void changeLanguage(chosen);
    // Once, on mount: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (offered.length < 2) return null;
  return (
    <label className="relative flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink ring-1 ring-line transition hover:bg-stone-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary">
      <Icon name="globe" className="size-4 text-muted" />
      <span aria-hidden="true" className="uppercase">
        {i18n.language}
      </span>
      <span className="sr-only">{t('header.language')}</span>
      <select
        ref={select}
        data-testid="language-switcher"
        value={i18n.language}
        onChange={(event) => {
          if (isLang(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      >
        {offered.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </label>
  );
}
