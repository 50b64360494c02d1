import { ReservationPage } from '../../features/reservation/components/reservation-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

/** /reservation?id=…&token=…: the table reservation behind a mailed link (decision 060). */
export default function ReservationRoute() {
  useDocumentMeta('reservation');
  return <ReservationPage />;
}
