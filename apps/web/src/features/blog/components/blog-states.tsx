import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** The list while it loads: cards of the final size. */
export function BlogListSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="blog-loading">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="overflow-hidden rounded-3xl ring-1 ring-line">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A friendly note in place of content: empty list, error (with retry) or a post that is gone. */
export function BlogNote({ text, onRetry, testId }: { text: string; onRetry?: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-stone-50 px-6 py-14 text-center ring-1 ring-line"
      data-testid={testId}
    >
      <div className="mb-4 grid size-14 place-items-center rounded-full bg-primary/10 text-primary-ink">
        <Icon name="dish" className="size-7" />
      </div>
      <p className="text-[15px] text-ink" role={onRetry ? 'alert' : undefined}>
        {text}
      </p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('content.blog.retry')}
        </button>
      )}
    </div>
  );
}
