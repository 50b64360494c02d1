import { useMutation } from '@tanstack/react-query';
import type { CreateReviewRequest, Review } from '@tavola/domain/schemas/review';
import { apiRequest } from '../../../api/client.ts';

/** POST api/testimonials/create: the guest's review of their order; the form shows refusals itself. */
export function useCreateReview() {
  return useMutation({
    mutationFn: async (review: Omit<CreateReviewRequest, 'restaurantId' | 'lang'>) => {
      const answer = await apiRequest<Review>({ method: 'POST', path: 'testimonials/create', body: review });
      return { review: answer.data, message: answer.message.body };
    },
    meta: { silent: true },
  });
}
