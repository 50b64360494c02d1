import { i18n } from '../../i18n/i18n.ts';
import { loadReportTexts } from '../features/reports/i18n/use-report-texts.ts';
import { ReportsPage } from '../features/reports/components/reports-page.tsx';

/** The screen's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadReportTexts(i18n.language);
}

/** /manager/reports: the owner's figures; chart.js comes later still, with the first chart. */
export default function ReportsRoute() {
  return <ReportsPage />;
}
