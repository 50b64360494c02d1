import { i18n } from '../../i18n/i18n.ts';
import { loadPrintersTexts } from '../features/printers/i18n/use-printers-texts.ts';
import { PrintersPage } from '../features/printers/components/printers-page.tsx';

/** The screen's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadPrintersTexts(i18n.language);
}

/** /manager/printers: the kitchen's receipt printers. */
export default function PrintersRoute() {
  return <PrintersPage />;
}
