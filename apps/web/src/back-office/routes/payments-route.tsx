import { i18n } from '../../i18n/i18n.ts';
import { PaymentsPage } from '../features/payments/components/payments-page.tsx';
import { loadPaymentsTexts } from '../features/payments/i18n/use-payments-texts.ts';

/** The screen's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadPaymentsTexts(i18n.language);
}

/** /manager/payments: ways to pay and the restaurant's own provider accounts. */
export default function PaymentsRoute() {
  return <PaymentsPage />;
}
