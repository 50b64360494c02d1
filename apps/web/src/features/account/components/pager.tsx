import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';

/** 'from–to of total' with previous and next page (spec §2: order history pagination text). */
export function Pager({
  from,
  to,
  total,
  page,
  lastPage,
  onPage,
}: {
  from: number;
  to: number;
  total: number;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('account.orders.pages')}
      className="flex items-center justify-between gap-3"
      data-testid="order-pager"
    >
      <p className="text-sm font-medium text-muted tabular-nums" aria-live="polite" data-testid="order-range">
        {t('account.orders.range', { from, to, total })}
      </p>
      {lastPage > 1 && (
        <div className="flex gap-2">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('account.orders.previous')}
            className={buttonClass('secondary', 'icon')}
          >
            <Icon name="chevronStart" className="size-5" />
          </button>
          <button
            type="button"
            disabled={page >= lastPage}
            onClick={() => onPage(page + 1)}
            aria-label={t('account.orders.next')}
            className={buttonClass('secondary', 'icon')}
          >
            <Icon name="chevronEnd" className="size-5" />
          </button>
        </div>
      )}
    </nav>
  );
}
