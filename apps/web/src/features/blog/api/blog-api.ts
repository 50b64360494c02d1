import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BlogPage, BlogPost, BlogTagPage } from '@tavola/domain/schemas/blog';
import { isApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { blogKeys } from './blog-keys.ts';

export type { BlogPage, BlogPost, BlogPostSummary, BlogTag, BlogTagPage } from '@tavola/domain/schemas/blog';


/** GET api/blogs: one page of posts, newest first. */
export function useBlogPage(page: number) {
  return useQuery({
    queryKey: blogKeys.list(page),
    queryFn: async () => (await apiRequest<BlogPage>({ path: 'blogs', query: { page } })).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** GET api/blogs/by-tag: one page of a tag's posts, with the tag. */
export function useBlogTagPage(tagId: number, page: number) {
  return useQuery({
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
    queryKey: blogKeys.tag(tagId, page),
    queryFn: async () => (await apiRequest<BlogTagPage>({ path: 'blogs/by-tag', query: { tagId, page } })).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** GET api/blogs/show/slug: one post with its (sanitised again on render) HTML body. */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: async () => (await apiRequest<BlogPost>({ path: 'blogs/show/slug', query: { blogSlug: slug } })).data,
    meta: { silent: true },
    // A post that does not exist will not appear by asking again.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });
}
