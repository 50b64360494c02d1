import { i18n } from '../../i18n/i18n.ts';
import { HoursPage } from '../features/hours/components/hours-page.tsx';
import { loadHoursTexts } from '../features/hours/i18n/use-hours-texts.ts';

/** The screen's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadHoursTexts(i18n.language);
}

/** /manager/hours: the owner's opening hours, close periods, lead times and slot capacities. */
export default function HoursRoute() {
  return <HoursPage />;
}
