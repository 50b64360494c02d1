import type { Order } from '@tavola/domain/schemas/order';
import { orderView } from '../order/order-view.ts';
import type { Customer } from './customer-auth.ts';
import type { AccountDeps } from './deps.ts';
import { countCustomerOrders, selectCustomerOrders } from './order-history-repo.ts';

export interface OrderHistoryPage {
  current_page: number;
  per_page: number;
  last_page: number;
  total: number;
  from: number | null;
  to: number | null;
  data: Order[];
}

/**
 * The customer's own orders, newest first, one page at a time. The customer comes from the session,
 * never from a parameter, so nobody pages through another customer's orders.
 */
export async function listOrderHistory(
  deps: Pick<AccountDeps, 'db'>,
  customer: Customer,
  page: number,
  perPage: number,
): Promise<OrderHistoryPage> {
  const total = await countCustomerOrders(deps.db, customer.restaurantId, customer.userId);
  const offset = (page - 1) * perPage;
  const rows =
    offset < total
      ? await selectCustomerOrders(deps.db, customer.restaurantId, customer.userId, { offset, limit: perPage })
      : [];
  const data: Order[] = [];
  for (const row of rows) data.push(await orderView(deps.db, row));
  return {
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    from: data.length > 0 ? offset + 1 : null,
    to: data.length > 0 ? offset + data.length : null,
    data,
  };
}
