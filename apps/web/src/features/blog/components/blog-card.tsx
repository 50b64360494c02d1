import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Image } from '../../../ui/image.tsx';
import type { BlogPostSummary } from '../api/blog-api.ts';
import { blogDate } from './blog-date.ts';
import { TagLinks } from './tag-links.tsx';

/** One post in the list: image, date, title, summary and tags; the title links to the post. */
export function BlogCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-3xl bg-surface shadow-sm ring-1 ring-line transition hover:shadow-md"
      data-testid="blog-card"
    >
      <Image
        src={post.image}
        alt=""
        ratio="16 / 9"
        priority={priority}
        width={640}
        height={360}
        kind="hero"
        sizes="(min-width: 768px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-medium tracking-wide text-muted">
          <time dateTime={post.published_at.slice(0, 10)}>{blogDate(post.published_at, i18n.language)}</time>
          {post.author && <span> · {t('content.blog.by', { author: post.author })}</span>}
        </p>
        <h2 className="text-xl leading-snug font-bold tracking-tight text-balance" dir="auto">
          <Link to={`/blogs/${post.slug}`} className="hover:text-primary-ink hover:underline">
            {post.title}
          </Link>
        </h2>
        {post.summary && (
          <p className="line-clamp-3 text-[15px] leading-relaxed text-muted" dir="auto">
            {post.summary}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
          <TagLinks tags={post.tags} />
          <Link
            to={`/blogs/${post.slug}`}
            className="text-sm font-semibold text-primary-ink hover:underline"
            aria-hidden="true"
            tabIndex={-1}
          >
            {t('content.blog.readMore')}
          </Link>
        </div>
      </div>
    </article>
  );
}
