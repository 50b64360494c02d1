import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '@tavola/domain/schemas/menu';
import { apiRequest } from '../../../api/client.ts';

/** Words shorter than this find too much to be useful. */
export const SEARCH_MIN_LENGTH = 2;

export function useProductSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['menu', 'search', trimmed.toLowerCase()],
    queryFn: async () =>
      (await apiRequest<Product[]>({ path: 'restaurant/product/search', query: { query: trimmed } })).data,
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
