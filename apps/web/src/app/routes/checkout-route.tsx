import { DeliveryTimeButton } from '../../features/delivery/components/delivery-time-button.tsx';
import { DeliveryTypeSwitcher } from '../../features/delivery/components/delivery-type-switcher.tsx';
import { useDeliveryType } from '../../features/delivery/hooks/use-delivery-type.ts';
import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

const META = { title: 'checkout.meta.title', description: 'checkout.meta.description' };

/** /checkout ('Place Order'): the delivery controls are the menu's own, handed to the checkout. */
export default function CheckoutRoute() {
  useDocumentMeta(META);
  const { offered, current } = useDeliveryType();
  return (
    <CheckoutPage
      deliveryControls={
        <>
          <DeliveryTypeSwitcher offered={offered} current={current} />
          <DeliveryTimeButton deliveryType={current} />
        </>
      }
    />
  );
}
