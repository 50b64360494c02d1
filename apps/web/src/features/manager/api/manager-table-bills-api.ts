import { useQuery } from '@tanstack/react-query';
import type { ManagerTableBills } from '@tavola/domain/schemas/table-payment';
import { apiRequest } from '../../../api/client.ts';

/** The board asks again this often: guests pay on their phones while the staff watch. */
const REFRESH_MS = 15_000;

/** GET api/managers/table-bills: every table's open and paid amounts, and the payFix PIN of the day. */
export function useTableBills(token: string) {
  return useQuery({
    queryKey: ['manager', 'table-bills'],
    queryFn: async () => (await apiRequest<ManagerTableBills>({ path: 'managers/table-bills', bearer: token })).data,
    refetchInterval: REFRESH_MS,
  });
}
