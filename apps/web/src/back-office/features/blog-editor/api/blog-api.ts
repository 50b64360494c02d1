import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogPostFields, OwnerBlog, OwnerBlogPost } from '@tavola/domain/schemas/owner-blog';
import { ownerRequest } from '../../../shared/owner-request.ts';
import type { Section } from '../../content/api/content-api.ts';

export const blogKeys = { all: ['owner', 'blog'] as const };

export function useOwnerBlog(token: string) {
  return useQuery({ queryKey: blogKeys.all, queryFn: () => ownerRequest<Section<OwnerBlog>>(token, { path: 'owner/blog' }) });
}

export function useSaveBlogPost(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (save: { revision: number; id: number | null; value: BlogPostFields }) =>
      ownerRequest<Section<OwnerBlogPost>>(token, {
        method: save.id === null ? 'POST' : 'PUT',
        path: save.id === null ? 'owner/blog/posts' : `owner/blog/posts/${save.id}`,
        body: { revision: save.revision, ...save.value },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: blogKeys.all }),
  });
}

export function useDeleteBlogPost(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (remove: { revision: number; id: number }) =>
      ownerRequest<Section<null>>(token, { method: 'DELETE', path: `owner/blog/posts/${remove.id}`, query: { revision: remove.revision } }),
    onSettled: () => client.invalidateQueries({ queryKey: blogKeys.all }),
  });
}

export function useShowBlog(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: { revision: number; hasBlog: boolean }) =>
      ownerRequest<Section<boolean>>(token, { method: 'PUT', path: 'owner/blog/settings', body: save }),
    onSettled: () => client.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
