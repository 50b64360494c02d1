import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagerReviewPage, ReviewStatus } from '@tavola/domain/schemas/review';
import { apiRequest } from '../../../api/client.ts';

export type { ManagerReview } from '@tavola/domain/schemas/review';

const keys = {
  all: ['manager', 'reviews'] as const,
  list: (status: ReviewStatus, page: number) => ['manager', 'reviews', status, page] as const,
};

/** GET api/managers/reviews: the restaurant's reviews with one status, newest first. */
export function useManagerReviews(token: string, status: ReviewStatus, page: number) {
  return useQuery({
    queryKey: keys.list(status, page),
    queryFn: async () =>
      (await apiRequest<ManagerReviewPage>({ path: 'managers/reviews', query: { status, page }, bearer: token })).data,
    placeholderData: keepPreviousData,
  });
}

/** POST api/managers/reviews/change-status: publish or hide one review; every list is asked again. */
export function useChangeReviewStatus(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: { reviewId: number; status: 'published' | 'hidden' }) =>
      (
        await apiRequest<{ id: number; status: ReviewStatus }>({
          method: 'POST',
          path: 'managers/reviews/change-status',
          bearer: token,
          body: change,
        })
      ).message.body,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
