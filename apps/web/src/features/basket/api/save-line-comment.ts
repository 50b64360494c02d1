import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BasketProduct } from '@tavola/domain/schemas/basket';
import { applyBasketAnswer } from '../../../api/basket.ts';
import { apiRequest } from '../../../api/client.ts';
import { parseLineExtraInfo } from '../components/line-extra-info.ts';

/** Saves a line's comment, keeping its other extra info (event-mode person entries). */
export function useSaveLineComment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async ({ basketId, line, comment }: { basketId: string; line: BasketProduct; comment: string }) => {
      const extraInfo = { ...parseLineExtraInfo(line.extra_info), comment: comment.trim() || null };
      const answer = await apiRequest({
        method: 'POST',
        path: 'basket/update-extraInfo',
        body: { basketId, basketProductId: line.basketProductId, extraInfo: JSON.stringify(extraInfo) },
      });
      return answer.data;
    },
    onSuccess: (data) => applyBasketAnswer(queryClient, data),
  });
}
