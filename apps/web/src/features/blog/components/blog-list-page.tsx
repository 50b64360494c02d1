import { Link, useSearchParams } from 'react-router';
import { pageParamOf } from '@tavola/domain/storefront/page-param';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../ui/icon.tsx';
import type { BlogPage, BlogTag } from '../api/blog-api.ts';
import { BlogCard } from './blog-card.tsx';
import { BlogPager } from './blog-pager.tsx';
import { BlogListSkeleton, BlogNote } from './blog-states.tsx';

/** The page number of the address (?page=n); anything else is page 1. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return pageParamOf(params.get('page'));
}

interface BlogListPageProps {
  query: { data?: BlogPage | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  page: number;
  basePath: string;
  /** The tag of /tags/{id}: its name heads the page and an 'all posts' link leads back. */
  tag?: BlogTag | undefined;
}

/** /blogs and /tags/{id}: heading, cards, pager, and the loading, empty and error states. */
export function BlogListPage({ query, page, basePath, tag }: BlogListPageProps) {
  const { t } = useTranslation();
  const { data } = query;
  return (
    <section className="mx-auto w-full max-w-[1200px] px-4 pt-8 pb-16 md:pt-12" data-testid="blog-page">
      <header className="mb-8 max-w-2xl">
        {tag ? (
          <>
            <Link
              to="/blogs"
              className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-primary-ink hover:underline"
            >
              <Icon name="chevronStart" className="size-4" />
              {t('content.blog.allPosts')}
            </Link>
            <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl" dir="auto">
              {t('content.blog.tagTitle', { tag: tag.name })}
            </h1>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{t('content.blog.title')}</h1>
            <p className="mt-3 text-lg text-muted">{t('content.blog.intro')}</p>
          </>
        )}
      </header>
      {query.isPending ? (
        <BlogListSkeleton />
      ) : query.isError || !data ? (
        <BlogNote text={t('content.blog.error')} onRetry={() => void query.refetch()} testId="blog-error" />
      ) : data.data.length === 0 ? (
        <BlogNote text={t(tag ? 'content.blog.emptyTag' : 'content.blog.empty')} testId="blog-empty" />
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            {data.data.map((post, index) => (
              <BlogCard key={post.id} post={post} priority={index < 2} />
            ))}
          </div>
          <BlogPager page={page} lastPage={data.last_page} basePath={basePath} />
        </>
      )}
    </section>
  );
}
