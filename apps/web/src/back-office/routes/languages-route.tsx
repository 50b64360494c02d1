import { i18n } from '../../i18n/i18n.ts';
import { LanguagesPage } from '../features/setup/components/languages-page.tsx';
import { loadSetupTexts } from '../features/setup/i18n/use-setup-texts.ts';

/** The screen's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadSetupTexts(i18n.language);
}

/** /manager/languages: part of the new restaurant's setup (decision 090). */
export default function LanguagesRoute() {
  return <LanguagesPage />;
}
