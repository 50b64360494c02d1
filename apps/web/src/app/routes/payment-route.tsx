import { TestPaymentPage } from '../../features/payment/components/test-payment-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

/** /payment: the built-in test provider's page (the link of a test payment points here). */
export default function PaymentRoute() {
  useDocumentMeta('payment');
  return <TestPaymentPage />;
}
