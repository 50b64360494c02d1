import { lazy, Suspense, useState } from 'react';
import { needsTableCapacity } from '@tavola/domain/tables/table-capacity';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { useBasket, useBasketId } from '../../../api/basket.ts';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { withLazyTexts } from '../../../i18n/i18n.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { readStorage, storageKeys } from '../../../lib/storage.ts';

const TableCapacityDialog = lazy(withLazyTexts(() => import('./table-capacity-dialog.tsx')));

/**
 * Spec ordering-flow §4: asks for adults and children when the restaurant counts persons on tables,
 * the basket has a table and its capacity is missing, invalid or not entered today (per basket).
 */
export function TableCapacityHost() {
  const basketId = useBasketId();
  const { data: basket } = useBasket();
  const { data: info } = useRestaurantInfo();
  // Closing without saving hides the question for this page view only.
  const [dismissed, setDismissed] = useState(false);
  if (!basketId || !basket || !info || dismissed) return null;

  const today = toLocalMoment(new Date(), pageConfig.timeZone).date;
  const needed = needsTableCapacity({
    hasPersonOnTable: info.has_person_on_table,
    hasTable: basket.table !== null,
    capacity: basket.extra_info.table_capacity,
    enteredOn: readStorage(storageKeys.tableCapacityDate(basketId)),
    today,
  });
  if (!needed) return null;

  return (
    <Suspense fallback={null}>
      <TableCapacityDialog basketId={basketId} today={today} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
