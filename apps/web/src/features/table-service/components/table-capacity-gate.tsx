import { lazy, Suspense } from 'react';
import { useBasket } from '../../../api/basket.ts';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';

// The question and its date rules (time-zone library included) load only where they can be asked.
const TableCapacityHost = lazy(() =>
  import('./table-capacity-host.tsx').then((module) => ({ default: module.TableCapacityHost })),
);

/** Mounts the table-capacity question only for a basket with a table at a restaurant that counts persons. */
export function TableCapacityGate() {
  const { data: basket } = useBasket();
  const { data: info } = useRestaurantInfo();
  if (!basket?.table || !info?.has_person_on_table) return null;
  return (
    <Suspense fallback={null}>
      <TableCapacityHost />
    </Suspense>
  );
}
