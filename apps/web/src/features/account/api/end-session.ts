import type { QueryClient } from '@tanstack/react-query';
import { basketKeys, openBasketIfSeated } from '../../../api/basket.ts';
import { setPrivateToken } from '../../../api/token.ts';
import { forgetBasketId } from '../../../lib/basket-store.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { accountKeys } from './account-keys.ts';

/**
 * After logout or account deletion (spec §4: the private token is cleared, the basket unassigned):
 * this device forgets the token, the customer's data and the basket id, so the next person on a
 * shared device sees neither their data nor their basket. A fresh guest basket comes with the next
 * choice, or at once at today's table.
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  setPrivateToken(null);
  forgetBasketId(pageConfig.restaurantId);
  queryClient.removeQueries({ queryKey: accountKeys.all });
  queryClient.removeQueries({ queryKey: basketKeys.all });
  await openBasketIfSeated().catch(() => undefined);
}
