import { useMutation, useQuery } from '@tanstack/react-query';
import type { BillUnitRef, TableBill, TableSharePayment } from '@tavola/domain/schemas/table-payment';
import { apiRequest } from '../../../api/client.ts';

export const tableBillKeys = {
  bill: (tablePaymentId: string | null) => ['table-bill', tablePaymentId] as const,
};

/** POST api/table-payments/create: the table's open bill, from the guest's basket or eat-here order. */
export function useOpenTableBill() {
  return useMutation({
    mutationFn: async (from: { basketId: string } | { orderId: string }) =>
      (await apiRequest<TableBill>({ method: 'POST', path: 'table-payments/create', body: from })).data,
  });
}

/** GET api/table-payments; the live socket says when to ask again. */
export function useTableBill(tablePaymentId: string | null) {
  return useQuery({
    queryKey: tableBillKeys.bill(tablePaymentId),
    queryFn: async () => (await apiRequest<TableBill>({ path: 'table-payments', query: { tablePaymentId } })).data,
    enabled: tablePaymentId !== null,
  });
}

export interface PayShare {
  paymentType: 'mollie' | 'saferPay';
  basketItems?: BillUnitRef[];
  split?: number;
}

/** POST api/table-payments/pay: one guest's share; the answer's link leads to the provider. */
export function usePayShare(tablePaymentId: string) {
  return useMutation({
    mutationFn: async (share: PayShare) =>
      (
        await apiRequest<TableSharePayment>({
          method: 'POST',
          path: 'table-payments/pay',
          body: { tablePaymentId, ...share },
        })
      ).data,
  });
}

/** POST api/table-payments/events: tells the others at the table what this guest is picking. */
export async function sendPicks(
  tablePaymentId: string,
  socketId: string | null,
  action: 'select' | 'unselect',
  basketItems: BillUnitRef[],
) {
  await apiRequest<null>({
    method: 'POST',
    path: 'table-payments/events',
    body: { tablePaymentId, action, basketItems },
    ...(socketId ? { headers: { 'x-socket-id': socketId } } : {}),
  });
}
