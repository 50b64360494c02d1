import { i18n } from '../../i18n/i18n.ts';
import { loadStaffTexts } from '../features/staff/i18n/use-staff-texts.ts';
import { StaffPage } from '../features/staff/components/staff-page.tsx';

/** The staff screen's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadStaffTexts(i18n.language);
}

/** /manager/staff: the owner's staff screen, a part of the restaurant's side the storefront never loads. */
export default function StaffRoute() {
  return <StaffPage />;
}
