import { Link } from 'react-router';
import type { BoardFilter } from '../api/manager-api.ts';
import type { BoardView } from './board-views.ts';
import { signOutManager } from '../api/manager-api.ts';
import type { StreamState } from '../hooks/use-board-stream.ts';
import type { useNewOrderAlert } from '../hooks/use-new-order-alert.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { pageConfig } from '../../../lib/page-config.ts';
import { requiredDateChange } from '../../../lib/required-date-change.ts';

const dateClass =
  'h-11 rounded-xl border border-line bg-surface px-3 text-[15px] font-semibold focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none';

interface BoardHeaderProps {
  restaurantName: string;
  /** Every restaurant this manager may open; more than one gives a switcher. */
  restaurants: { id: number; name: string; slug: string }[];
  filter: BoardFilter;
  today: string;
  onFilter: (filter: BoardFilter) => void;
  stream: StreamState;
  alerts: ReturnType<typeof useNewOrderAlert>;
  token: string;
  view: BoardView;
  /** The views this person's role opens (the kitchen's are fewer). */
  views: readonly BoardView[];
  onView: (view: BoardView) => void;
  /** Absent for the kitchen, which does not pull the levers. */
  onLevers?: () => void;
  /** Owners also edit the menu (the back office); managers run the service only. */
  isOwner: boolean;
}

/** Restaurant, connection state, the days and the filter shown, alerts and sign-out. */
export function BoardHeader({
  restaurantName,
  restaurants,
  filter,
  today,
  onFilter,
  stream,
  alerts,
  token,
  view,
  views,
  onView,
  onLevers,
  isOwner,
}: BoardHeaderProps) {
  const { t } = useManagerTexts();
  const live = stream === 'live';
  return (
    // Sticky only where it fits in a row or two: on a phone or a tablet its tabs, dates and levers wrap to a
    // third of the screen, and the cards the kitchen works from would scroll under it.
    <header className="z-20 border-b border-line bg-surface/95 backdrop-blur xl:sticky xl:top-0 print:hidden">
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
        <div className="me-auto min-w-0">
          <h1 className="truncate text-xl font-bold">
            <bdi>{restaurantName}</bdi> · {t('title')}
          </h1>
          <p className="flex items-center gap-1.5 text-sm font-semibold" role="status" data-testid="stream-state">
            <span
              className={`size-2.5 rounded-full ${live ? 'bg-emerald-600' : 'animate-pulse bg-amber-500'}`}
              aria-hidden="true"
            />
            {live ? t('header.live') : t('header.reconnecting')}
          </p>
        </div>
        {restaurants.length > 1 && (
          <label className="flex flex-col text-xs font-semibold text-muted">
            {t('header.restaurant')}
            <select
              value={pageConfig.slug}
              // Each restaurant has its own sign-in: its page config, its token.
              onChange={(event) => location.assign(`/r/${encodeURIComponent(event.target.value)}/manager`)}
              className="h-11 rounded-xl border border-line bg-surface px-3 text-[15px] font-semibold text-ink"
            >
              {restaurants.map((restaurant) => (
                <option key={restaurant.id} value={restaurant.slug}>
                  {restaurant.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {/* The tabs wrap on a phone: a sideways scroll hid the last ones (Reviews) with no hint. */}
        <nav
          aria-label={t('title')}
          className="flex max-w-full flex-wrap gap-1 rounded-3xl bg-stone-100 p-1"
          data-testid="board-tabs"
        >
          {views.map((tab) => (
            <button
              key={tab}
              type="button"
              aria-current={view === tab ? 'page' : undefined}
              onClick={() => onView(tab)}
              className={`h-10 shrink-0 rounded-full px-4 text-sm font-bold whitespace-nowrap sm:px-5 ${view === tab ? 'bg-surface shadow-sm' : 'text-muted'}`}
            >
              {t(`tabs.${tab}`)}
            </button>
          ))}
        </nav>
        <fieldset className={`flex flex-wrap items-end gap-2 ${view !== 'orders' ? 'hidden' : ''}`}>
          <legend className="sr-only">{t('header.filter')}</legend>
          <label className="flex flex-col text-xs font-semibold text-muted">
            {t('header.from')}
            <input
              type="date"
              value={filter.from}
              onChange={requiredDateChange(filter.from, (from) => onFilter({ ...filter, from }))}
              className={dateClass}
              data-testid="filter-from"
            />
          </label>
          <label className="flex flex-col text-xs font-semibold text-muted">
            {t('header.to')}
            <input
              type="date"
              value={filter.to}
              min={filter.from}
              onChange={requiredDateChange(filter.to, (to) => onFilter({ ...filter, to }))}
              className={dateClass}
              data-testid="filter-to"
            />
          </label>
          {(filter.from !== today || filter.to !== today) && (
            <button
              type="button"
              onClick={() => onFilter({ ...filter, from: today, to: today })}
              className={buttonClass('secondary', 'md')}
            >
              {t('header.today')}
            </button>
          )}
          <div role="radiogroup" aria-label={t('header.filter')} className="flex rounded-full bg-stone-100 p-1">
            {(['create', 'delivery'] as const).map((by) => (
              <button
                key={by}
                type="button"
                role="radio"
                aria-checked={filter.by === by}
                onClick={() => onFilter({ ...filter, by })}
                className={`h-9 rounded-full px-4 text-sm font-semibold ${filter.by === by ? 'bg-surface shadow-sm' : 'text-muted'}`}
              >
                {by === 'create' ? t('header.byCreated') : t('header.byDue')}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-2">
          {isOwner && (
            <>
              <Link to="/manager/menu" className={buttonClass('secondary', 'md')} data-testid="open-menu-editor">
                <Icon name="edit" />
                {t('header.menuEditor')}
              </Link>
              <Link to="/manager/restaurant" className={buttonClass('secondary', 'md')} data-testid="open-owner-overview">
                <Icon name="grid" />
                {t('header.ownerOverview')}
              </Link>
            </>
          )}
          {isOwner && (
            <Link to="/manager/reports" className={buttonClass('secondary', 'md')} data-testid="open-reports">
              <Icon name="receipt" />
              {t('header.reports')}
            </Link>
          )}
          {onLevers && (
            <button type="button" onClick={onLevers} className={buttonClass('secondary', 'md')} data-testid="open-levers">
              <Icon name="clock" />
              {t('levers.open')}
            </button>
          )}
          {/* Shows whether the chime really plays, not whether notifications are allowed (issue 27). */}
          <button
            type="button"
            onClick={() => void (alerts.soundOn ? alerts.disable() : alerts.enable())}
            className={buttonClass(alerts.soundOn ? 'soft' : 'secondary', 'md')}
            aria-pressed={alerts.soundOn}
            data-testid="sound-toggle"
          >
            <Icon name="sound" />
            {alerts.soundOn ? t('header.soundOn') : t('header.soundOff')}
          </button>
          <button type="button" onClick={() => void signOutManager(token)} className={buttonClass('ghost', 'md')}>
            <Icon name="logout" />
            {t('header.signOut')}
          </button>
        </div>
      </div>
    </header>
  );
}
