import { apiRequest } from '../../../api/client.ts';
import type { TableCapacity } from '@tavola/domain/tables/table-capacity';

/** POST api/basket/update-basket-extraInfo with the table capacity; answers the updated basket. */
export async function saveTableCapacity(basketId: string, capacity: TableCapacity, date: string): Promise<unknown> {
  const answer = await apiRequest<unknown>({
    method: 'POST',
    path: 'basket/update-basket-extraInfo',
    body: { basketId, extraInfo: { table_capacity: { ...capacity, date } } },
  });
  return answer.data;
}
