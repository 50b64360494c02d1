import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderProduct } from '@tavola/domain/schemas/order';
import { applyBasketAnswer, basketKeys, ensureBasketId } from '../../../api/basket.ts';
import { isApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';

/** A line of the order that could not go into the basket, and the server's reason. */
export interface SkippedLine {
  name: string;
  reason: string | null;
}

export interface ReorderResult {
  added: number;
  skipped: SkippedLine[];
}

function commentOf(line: OrderProduct): string | null {
  if (!line.extra_info) return null;
  try {
    const comment = (JSON.parse(line.extra_info) as { comment?: unknown }).comment;
    return typeof comment === 'string' && comment.trim() !== '' ? comment : null;
  } catch {
    return null;
  }
}

/**
 * The same basket calls the menu makes, one per order line: products with their attribute items,
 * packages with their chosen products, each with the ordered quantity and comment. Prices, stock
 * and availability are today's: the server decides, and a line it refuses is reported, not fatal.
 */
async function addLine(basketId: string, line: OrderProduct & { productId: number }): Promise<unknown> {
  const comment = commentOf(line);
  const extraInfo = comment ? { comment } : undefined;
  const answer =
    line.is_package === 1
      ? await apiRequest({
          method: 'POST',
          path: 'basket/add-product-package-items',
          body: {
            basketId,
            productId: line.productId,
            quantity: line.quantity,
            productItems: line.items.map((item) => ({
              productId: item.productId,
              productPackage: item.productPackageId,
              quantity: item.quantity,
            })),
            extraInfo,
          },
        })
      : await apiRequest({
          method: 'POST',
          path: 'basket/add',
          body: {
            basketId,
            productId: line.productId,
            quantity: line.quantity,
            attributeItems: line.attributeItems.map((item) => ({ id: item.id, quantity: item.quantity })),
            extraInfo,
          },
        });
  return answer.data;
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: Order): Promise<ReorderResult> => {
      const basketId = await ensureBasketId();
      const result: ReorderResult = { added: 0, skipped: [] };
      let lastAnswer: unknown = null;
      // One after another: the basket's stock checks see the lines added before.
      for (const line of order.products) {
        if (line.productId === null) {
          // The product no longer exists on the menu.
          result.skipped.push({ name: line.name, reason: null });
          continue;
        }
        try {
          lastAnswer = await addLine(basketId, { ...line, productId: line.productId });
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
