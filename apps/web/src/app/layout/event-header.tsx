import { Link, useLocation, useNavigate } from 'react-router';
import { useRestaurantInfo } from '../../api/restaurant-info.ts';
import { useCategories } from '../../features/menu/api/get-categories.ts';
import { useMenuSelection } from '../../features/menu/hooks/use-menu-selection.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openOverlay, type OverlayName } from '../../lib/ui-state.ts';
import { Icon } from '../../ui/icon.tsx';
import { BasketButton } from './basket-button.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { HomeLink } from './home-link.tsx';
import { SocialLinks } from './social-links.tsx';

const NO_PINNED: never[] = [];

/**
 * Event mode's header (spec §2 Event layout): a top bar with address, telephone and social links;
 * the header with Home, Contact and the legal pages that have content, and the basket button; then
 * the event category navigation. Event mode has no pinned products, so the first category shows.
 */
export function EventHeader() {
  const { t } = useTranslation();
  const info = useRestaurantInfo().data;
  const legal = new Set(info?.legal_texts);
  const links: { overlay: OverlayName; label: string }[] = [{ overlay: 'contact', label: t('header.contact') }];
  if (legal.has('about_us')) links.push({ overlay: 'about', label: t('header.aboutUs') });
  if (legal.has('privacy_policy')) links.push({ overlay: 'privacy', label: t('event.privacy') });
  if (legal.has('imprint')) links.push({ overlay: 'imprint', label: t('header.imprint') });
  if (legal.has('terms_and_conditions')) links.push({ overlay: 'terms', label: t('event.terms') });
  const linkClass =
    'h-10 rounded-full px-3 text-sm font-medium text-muted transition hover:bg-stone-100 hover:text-ink';

  return (
    <header className="sticky top-0 z-30" data-testid="event-header">
      <div className="h-11 bg-ink text-[13px] text-white/90">
        <div
          className="mx-auto flex h-full max-w-[1200px] items-center gap-4 overflow-hidden px-4"
          aria-label={t('event.contactBar')}
          role="group"
        >
          {info && (
            <span className="hidden min-w-0 items-center gap-1.5 truncate sm:inline-flex">
              <Icon name="pin" className="size-4 shrink-0" />
              {info.contact.address}
            </span>
          )}
          {info?.contact.telephone && (
            <a
              href={`tel:${info.contact.telephone.replace(/\s/g, '')}`}
              className="inline-flex shrink-0 items-center gap-1.5 hover:underline"
              dir="ltr"
            >
              <Icon name="phone" className="size-4" />
              {info.contact.telephone}
            </a>
          )}
          <SocialLinks
            info={info}
            className="no-scrollbar ms-auto flex min-w-0 gap-1 overflow-x-auto"
            linkClassName="inline-flex h-7 items-center rounded-full px-2.5 font-medium whitespace-nowrap hover:bg-white/15"
          />
        </div>
      </div>
      <div className="border-b border-line/70 bg-white/95 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-3 px-4">
          <HomeLink homeLabel={t('event.home')} />
          <nav aria-label={t('event.navigation')} className="ms-auto hidden lg:block">
            <ul className="flex items-center gap-1">
              <li>
                <Link to="/menu" className={`${linkClass} inline-flex items-center`}>
                  {t('event.home')}
                </Link>
              </li>
              {links.map((link) => (
                <li key={link.overlay}>
                  <button type="button" onClick={() => openOverlay(link.overlay)} className={linkClass}>
                    {link.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ms-auto flex items-center gap-2 lg:ms-2">
            <LanguageSwitcher />
            <button
              type="button"
              aria-label={t('header.moreLinks')}
              onClick={() => openOverlay('navigation')}
              className="grid size-10 shrink-0 place-items-center rounded-full ring-1 ring-line hover:bg-stone-50 lg:hidden"
            >
              <Icon name="menu" className="size-5" />
            </button>
            <BasketButton />
          </div>
        </div>
        <EventCategoryNav />
      </div>
    </header>
  );
}

/** The event's categories as tabs under the header; from another page a tab leads to the menu. */
function EventCategoryNav() {
  const { t } = useTranslation();
  const categories = useCategories().data;
  const { view } = useMenuSelection(categories, NO_PINNED);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onMenu = pathname === '/' || pathname === '/menu';
  if (!categories || categories.length < 2) return null;
  return (
    <nav aria-label={t('event.categories')} className="mx-auto max-w-[1200px]" data-testid="event-category-nav">
      <ul className="no-scrollbar flex gap-1 overflow-x-auto px-2">
        {categories.map((category) => {
          const active = onMenu && view?.kind === 'category' && view.categoryId === category.id;
          return (
            <li key={category.id} className="shrink-0">
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                onClick={() =>
                  void navigate(`${onMenu ? pathname : '/menu'}?category=${category.id}`, {
                    replace: onMenu,
                    preventScrollReset: true,
                  })
                }
                className={`h-11 border-b-2 px-3 text-sm font-semibold transition ${
                  active ? 'border-primary text-primary-ink' : 'border-transparent text-muted hover:text-ink'
                }`}
              >
                <bdi>{category.name}</bdi>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
