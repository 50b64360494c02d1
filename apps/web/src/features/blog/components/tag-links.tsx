import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { BlogTag } from '../api/blog-api.ts';

/** A post's tags as links to their pages (/tags/{id}). */
export function TagLinks({ tags }: { tags: BlogTag[] }) {
  const { t } = useTranslation();
  if (!tags.length) return null;
  return (
    <ul aria-label={t('content.blog.tags')} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            to={`/tags/${tag.id}`}
            className="inline-flex h-8 items-center rounded-full bg-primary/10 px-3 text-xs font-semibold text-primary-ink transition hover:bg-primary/20"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
