import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InformationPage, LegalInfo, RestaurantInfo } from '@tavola/domain/schemas/restaurant-info';
import { apiRequest } from './client.ts';

export type { InformationPage, LegalInfo, RestaurantInfo };

/** Restaurant info changes rarely (a manager edit); one fetch per page view is plenty. */
const FIVE_MINUTES = 5 * 60_000;

export const restaurantInfoQuery = queryOptions({
  queryKey: ['restaurant', 'info'],
  queryFn: async () => (await apiRequest<RestaurantInfo>({ path: 'restaurant/restaurant-by-id' })).data,
  staleTime: FIVE_MINUTES,
});

export function useRestaurantInfo() {
  return useQuery(restaurantInfoQuery);
}

/** The legal texts decide which header links exist (spec §2: each only if that content exists). */
export const legalInfoQuery = queryOptions({
  queryKey: ['restaurant', 'legal'],
  queryFn: async () => (await apiRequest<LegalInfo>({ path: 'restaurant/imprint' })).data,
  staleTime: FIVE_MINUTES,
  meta: { silent: true },
});

export function useLegalInfo() {
  return useQuery(legalInfoQuery);
}

/** The restaurant's information pages ('Catering and private dining', …): footer links to overlays. */
export const informationPagesQuery = queryOptions({
  queryKey: ['restaurant', 'informationPages'],
  queryFn: async () => (await apiRequest<InformationPage[]>({ path: 'restaurant/informationPages' })).data,
  staleTime: FIVE_MINUTES,
  meta: { silent: true },
});

export function useInformationPages() {
  return useQuery(informationPagesQuery);
}
