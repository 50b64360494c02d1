import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../api/api-error.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Image } from '../../../ui/image.tsx';
import { RichText } from '../../../ui/rich-text.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useBlogPost } from '../api/blog-api.ts';
import { blogDate } from './blog-date.ts';
import { BlogNote } from './blog-states.tsx';
import { TagLinks } from './tag-links.tsx';

/** /blogs/{slug}: the post, its body through the storefront's sanitiser (ui/rich-text). */
export function BlogPostPage({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const post = useBlogPost(slug);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 pt-6 pb-16 md:pt-10" data-testid="blog-post">
      <Link
        to="/blogs"
        className="mb-6 inline-flex items-center gap-1 text-sm font-semibold text-primary-ink hover:underline"
      >
        <Icon name="chevronStart" className="size-4" />
        {t('content.blog.backToBlog')}
      </Link>
      {post.isPending ? (
        <div data-testid="blog-loading" className="space-y-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="aspect-video w-full rounded-3xl" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : post.isError || !post.data ? (
        isApiError(post.error) && post.error.status === 404 ? (
          <BlogNote text={t('content.blog.notFound')} testId="blog-not-found" />
        ) : (
          <BlogNote text={t('content.blog.postError')} onRetry={() => void post.refetch()} testId="blog-error" />
        )
      ) : (
        <>
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance md:text-5xl" dir="auto">
            {post.data.title}
          </h1>
          <p className="mt-4 text-sm text-muted">
            <time dateTime={post.data.published_at.slice(0, 10)}>
              {blogDate(post.data.published_at, i18n.language)}
            </time>
            {post.data.author && <span> · {t('content.blog.by', { author: post.data.author })}</span>}
          </p>
          {post.data.image && (
            <Image
              src={post.data.image}
              alt=""
              ratio="16 / 9"
              priority
              width={960}
              height={540}
              kind="hero"
              sizes="(min-width: 1024px) 960px, 100vw"
              className="mt-6 rounded-3xl"
            />
          )}
          {post.data.summary && (
            <p className="mt-8 text-lg leading-relaxed font-medium text-ink" dir="auto">
              {post.data.summary}
            </p>
          )}
          <RichText text={post.data.body_html} className="blog-body mt-6 text-[17px] leading-relaxed" />
          {post.data.tags.length > 0 && (
            <footer className="mt-10 border-t border-line pt-6">
              <TagLinks tags={post.data.tags} />
            </footer>
          )}
        </>
      )}
    </article>
  );
}
