import { i18n } from '../../i18n/i18n.ts';
import { loadTablesTexts } from '../features/tables/i18n/use-tables-texts.ts';
import { TablesPage } from '../features/tables/components/tables-page.tsx';

/** The screen's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadTablesTexts(i18n.language);
}

/** /manager/tables: tables, seats, areas and online reservation rules. */
export default function TablesRoute() {
  return <TablesPage />;
}
