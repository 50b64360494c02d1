import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { DeliveryMethodChange } from '@tavola/domain/schemas/basket';
import { applyBasketAnswer, useBasketId } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';
import { privateToken } from '../../../api/token.ts';
import { restaurantInfoQuery, useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { errorText } from '../../../lib/error-text.ts';
import { announceBeforeCheckout } from '../../content/lib/restaurant-popups.ts';
import { openOverlay } from '../../../lib/ui-state.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { placeOrder } from '../api/place-order.ts';
import { personalRules } from '../lib/guest-details.ts';
import { useFinishOrder } from './use-finish-order.ts';

/** How long Continue waits for a comment save still on its way. */
const SAVE_WAIT_MS = 5000;

/**
 * The way on to the checkout from the cart page and the side cart (spec §4; decision 102): the comment the
 * guest was typing is saved first (leaving the field starts its save; this waits for it). A
 * restaurant that requires login sends a guest to sign in (/cart?next=checkout with the overlay,
 * the overlay goes on to the checkout). With pay-on-pickup (pwc) the basket switches to pickup as
 * soon as possible and, when no personal detail is required, the order is placed at once.
 */
export function useContinueFromCart(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useRestaurantInfo();
  const basketId = useBasketId();
  const finishOrder = useFinishOrder();
  const busy = useRef(false);

  return async () => {
    if (busy.current || !basketId) return;
    busy.current = true;
    try {
      // A tap that comes before the restaurant answer arrived waits for it instead of doing nothing.
      const info = await queryClient.ensureQueryData(restaurantInfoQuery);
      await savesSettled(queryClient);
      // announcement_before_checkout: the guest reads the announcement ('OK !') on the way on, before
      // any sign-in detour (which goes on to the checkout by itself).
      await announceBeforeCheckout(info);
      if (info.login_required && !privateToken()) {
        navigate('/cart?next=checkout');
        openOverlay('auth');
        return;
      }
      if (!info.paymentMethods.includes('pwc')) {
        navigate('/checkout');
        return;
      }
      const change = await apiRequest<DeliveryMethodChange>({
        method: 'POST',
        path: 'basket/change-delivery-method',
        body: { basketId, deliveryType: 'pickup' },
      });
      await applyBasketAnswer(queryClient, change.data);
      const cleared = await apiRequest({
        method: 'POST',
        path: 'basket/add-delivery-time',
        body: { basketId, delivery_time: null, deliveryType: 'pickup' },
      });
      await applyBasketAnswer(queryClient, cleared.data);
      const needsDetails = personalRules(info.personal_information_fields, 'pickup').some((rule) => rule.required);
      if (needsDetails) {
        navigate('/checkout');
        return;
      }
      finishOrder(await placeOrder({ basketId, paymentType: 'pwc' }), basketId);
    } catch (error) {
      showSnackbar({ message: errorText(error) });
    } finally {
      busy.current = false;
    }
  };
}

async function savesSettled(queryClient: QueryClient): Promise<void> {
  const until = Date.now() + SAVE_WAIT_MS;
  while (queryClient.isMutating() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}
