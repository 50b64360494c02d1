import { i18n } from '../../i18n/i18n.ts';
import { DeliveryPage } from '../features/delivery/components/delivery-page.tsx';
import { loadDeliveryTexts } from '../features/delivery/i18n/use-delivery-texts.ts';

/** The screen's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadDeliveryTexts(i18n.language);
}

/** /manager/delivery: delivery types, zones and tips. */
export default function DeliveryRoute() {
  return <DeliveryPage />;
}
