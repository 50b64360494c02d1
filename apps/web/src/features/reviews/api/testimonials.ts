import { useInfiniteQuery } from '@tanstack/react-query';
import type { TestimonialPage } from '@tavola/domain/schemas/review';
import { apiRequest } from '../../../api/client.ts';

export type { Testimonial } from '@tavola/domain/schemas/review';

/** GET api/testimonials: the published reviews, newest first, a page at a time ('show more'). */
export function useTestimonials() {
  return useInfiniteQuery({
    queryKey: ['testimonials'],
    queryFn: async ({ pageParam }) =>
      (await apiRequest<TestimonialPage>({ path: 'testimonials', query: { page: pageParam } })).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    meta: { silent: true },
  });
}
