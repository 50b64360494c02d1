import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderAgainLines, type OrderAgainLine } from '@tavola/domain/orders/order-again';
import type { Order } from '@tavola/domain/schemas/order';
import { applyBasketAnswer, basketKeys, ensureBasketId } from './basket.ts';
import { isApiError } from './api-error.ts';
import { apiRequest } from './client.ts';

/** A line of the order that could not go into the basket, and the server's reason. */
export interface SkippedLine {
  name: string;
  reason: string | null;
}

export interface ReorderResult {
  added: number;
  skipped: SkippedLine[];
}

/**
 * The same basket calls the menu makes, one per order line (orders/order-again): products with
 * their attribute items, packages with their chosen products, each with the ordered quantity and
 * comment. Prices, stock and availability are today's: the server decides, and a line it refuses
 * is reported, not fatal.
 */
async function addLine(basketId: string, line: OrderAgainLine): Promise<unknown> {
  const extraInfo = line.comment ? { comment: line.comment } : undefined;
  const answer =
    line.kind === 'package'
      ? await apiRequest({
          method: 'POST',
          path: 'basket/add-product-package-items',
          body: { basketId, productId: line.productId, quantity: line.quantity, productItems: line.productItems, extraInfo },
        })
      : await apiRequest({
          method: 'POST',
          path: 'basket/add',
          body: { basketId, productId: line.productId, quantity: line.quantity, attributeItems: line.attributeItems, extraInfo },
        });
  return answer.data;
}

/** "Order again" (the account's order history and the order status page): the order's lines into the basket. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: Order): Promise<ReorderResult> => {
      const basketId = await ensureBasketId();
      const { lines, gone } = orderAgainLines(order.products);
      // Dishes deleted from the menu since: no call can bring them back.
      const result: ReorderResult = { added: 0, skipped: gone.map((name) => ({ name, reason: null })) };
      let lastAnswer: unknown = null;
      // One after another: the basket's stock checks see the lines added before.
      for (const line of lines) {
        try {
          lastAnswer = await addLine(basketId, line);
          result.added += 1;
        } catch (error) {
          result.skipped.push({
            name: line.name,
            reason: isApiError(error) ? (error.serverMessage ?? error.message) : null,
          });
        }
      }
      if (lastAnswer !== null) await applyBasketAnswer(queryClient, lastAnswer);
      else await queryClient.invalidateQueries({ queryKey: basketKeys.all });
      return result;
    },
    meta: { silent: true },
  });
}
