import { useRestaurantInfo } from '../../api/restaurant-info.ts';
import { useChangeDeliveryMethod } from '../../features/delivery/api/change-delivery-method.ts';
import { DeliveryTimeButton } from '../../features/delivery/components/delivery-time-button.tsx';
import { useDeliveryType } from '../../features/delivery/hooks/use-delivery-type.ts';
import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

/**
 * /checkout ('Place Order'). The delivery type changes and the time picker are the menu's own
 * (features/delivery), handed to the checkout here: features do not import each other.
 */
export default function CheckoutRoute() {
  useDocumentMeta('checkout');
  const { offered, current } = useDeliveryType();
  const change = useChangeDeliveryMethod();
  const averageMinutes = useRestaurantInfo().data?.delivery_average_time ?? null;
  return (
    <CheckoutPage
      deliveryTypes={{
        offered,
        current,
        pending: change.isPending ? change.variables : null,
        choose: (type) => change.mutate(type),
        averageMinutes,
      }}
      timeControl={<DeliveryTimeButton deliveryType={current} />}
    />
  );
}
