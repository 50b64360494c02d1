import { ReviewPage } from '../../features/payment/components/review-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

const META = { title: 'payment.meta.review', description: 'payment.meta.reviewDescription' };

/** /review: the guest rates their order (only with review mode on). */
export default function ReviewRoute() {
  useDocumentMeta(META);
  return <ReviewPage />;
}
