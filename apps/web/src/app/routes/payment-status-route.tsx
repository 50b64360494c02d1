import { PaymentStatusPage } from '../../features/payment/components/payment-status-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

/** /paymentstatus: payment success or failure, and the order's live status. */
export default function PaymentStatusRoute() {
  useDocumentMeta('paymentStatus');
  return <PaymentStatusPage />;
}
