import { i18n } from '../../i18n/i18n.ts';
import { VouchersPage } from '../features/vouchers/components/vouchers-page.tsx';
import { loadVoucherTexts } from '../features/vouchers/i18n/use-voucher-texts.ts';

/** The screen's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadVoucherTexts(i18n.language);
}

/** /manager/vouchers: the owner's vouchers. */
export default function VouchersRoute() {
  return <VouchersPage />;
}
