import { i18n } from '../../i18n/i18n.ts';
import { loadManagerTexts } from '../../features/manager/i18n/use-manager-texts.ts';
import { ManagerPage } from '../../features/manager/components/manager-page.tsx';

/** The board's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadManagerTexts(i18n.language);
}

export default function ManagerRoute() {
  return <ManagerPage />;
}
