import { ReservationPage } from '../../features/reservation/components/reservation-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

const META = { title: 'reservation.pageTitle', description: 'reservation.pageMeta' };

/** /reservation?id=…&token=…: the table reservation behind a mailed link (decision 060). */
export default function ReservationRoute() {
  useDocumentMeta(META);
  return <ReservationPage />;
}
