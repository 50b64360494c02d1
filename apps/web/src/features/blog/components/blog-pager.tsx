import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';

/** Newer / older posts, as links (?page=n), so every page has its own address. */
export function BlogPager({ page, lastPage, basePath }: { page: number; lastPage: number; basePath: string }) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const href = (target: number) => (target === 1 ? basePath : `${basePath}?page=${target}`);
  return (
    <nav aria-label={t('content.blog.pagination')} className="mt-10 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass('secondary')} rel="prev">
          <Icon name="chevronStart" />
          {t('content.blog.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted" aria-live="polite">
        {t('content.blog.pageOf', { page, last: lastPage })}
      </p>
      {page < lastPage ? (
        <Link to={href(page + 1)} className={buttonClass('secondary')} rel="next">
          {t('content.blog.next')}
          <Icon name="chevronEnd" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
