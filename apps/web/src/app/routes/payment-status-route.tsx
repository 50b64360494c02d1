import { PaymentStatusPage } from '../../features/payment/components/payment-status-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

const META = { title: 'payment.meta.status', description: 'payment.meta.statusDescription' };

/** /paymentstatus: payment success or failure, and the order's live status. */
export default function PaymentStatusRoute() {
  useDocumentMeta(META);
  return <PaymentStatusPage />;
}
