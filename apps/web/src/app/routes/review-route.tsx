import { ReviewPage } from '../../features/payment/components/review-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

/** /review: the guest rates their order (only with review mode on). */
export default function ReviewRoute() {
  useDocumentMeta('review');
  return <ReviewPage />;
}
