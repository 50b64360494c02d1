import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useOrderHistory, type Order } from '../api/order-history.ts';
import { useReorderAction } from '../../../lib/use-reorder-action.ts';
import { OrderCard } from './order-card.tsx';
import { OrderDetailSheet } from './order-detail-sheet.tsx';
import { Pager } from './pager.tsx';

/** 'Your Orders': the history page by page (the page lives in the URL, so Back works). */
export function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const history = useOrderHistory(page);
  const [open, setOpen] = useState<Order | null>(null);
  const reorder = useReorderAction();
  const result = history.data;

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  if (history.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" data-testid="orders-page">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-40 w-full rounded-3xl" />
        ))}
      </div>
    );
  }
  if (history.isError || !result) {
    return (
      <div className="rounded-3xl bg-surface p-8 text-center shadow-card" data-testid="orders-page">
        <p className="text-muted">{t('account.orders.loadFailed')}</p>
        <button type="button" onClick={() => void history.refetch()} className={buttonClass('secondary', 'md', 'mt-4')}>
          {t('menu.retry')}
        </button>
      </div>
    );
  }
  if (result.total === 0) {
    return (
      <div
        className="flex flex-col items-center rounded-3xl bg-surface px-6 py-14 text-center shadow-card ring-1 ring-stone-900/[0.04]"
        data-testid="orders-page"
      >
        <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary-ink">
          <Icon name="receipt" className="size-8" />
        </span>
        <h2 className="mt-4 text-xl font-bold tracking-tight">{t('account.orders.empty')}</h2>
        <p className="mt-1 text-muted">{t('account.orders.emptyHint')}</p>
        <Link to="/menu" className={buttonClass('primary', 'lg', 'mt-6')}>
          {t('account.orders.toMenu')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-5" data-testid="orders-page">
      <ul
        className={`grid gap-4 transition-opacity md:grid-cols-2 ${history.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={history.isFetching || undefined}
      >
        {result.data.map((order) => (
          <OrderCard
            key={order.orderId}
            order={order}
            onOpen={() => setOpen(order)}
            onReorder={() => reorder.start(order)}
            reordering={reorder.pendingOrderId === order.orderId}
          />
        ))}
      </ul>
      <Pager
        from={result.from ?? 0}
        to={result.to ?? 0}
        total={result.total}
        page={result.current_page}
        lastPage={result.last_page}
        onPage={goTo}
      />
      {open && (
        <OrderDetailSheet
          order={open}
          onClose={() => setOpen(null)}
          onReorder={() => reorder.start(open)}
          reordering={reorder.pendingOrderId === open.orderId}
        />
      )}
    </div>
  );
}
