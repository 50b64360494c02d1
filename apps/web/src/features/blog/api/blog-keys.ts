/** The blog's query keys: its hooks (blog-api.ts) and the page seed (seed-blog.ts), which the first load carries without the hooks. */
export const blogKeys = {
  all: ['blog'] as const,
  list: (page: number) => ['blog', 'list', page] as const,
  tag: (tagId: number, page: number) => ['blog', 'tag', tagId, page] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};
