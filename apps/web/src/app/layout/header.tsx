import { HeaderAccountLink } from '../../features/account/components/account-link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRestaurantInfo } from '../../api/restaurant-info.ts';
import { pageConfig } from '../../lib/page-config.ts';
import { openOverlay } from '../../lib/ui-state.ts';
import { Icon } from '../../ui/core-icon.tsx';
import { useFitsInline } from '../../lib/use-fits-inline.ts';
import { BasketButton } from './basket-button.tsx';
import { headerLinks, linkKey } from './header-links.ts';
import { NavLink } from './nav-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { HomeLink } from './home-link.tsx';

const iconButton =
  'grid size-10 shrink-0 place-items-center rounded-full text-ink ring-1 ring-line transition hover:bg-stone-50';

export function Header() {
  const { t } = useTranslation();
  const info = useRestaurantInfo().data;
  const links = headerLinks(info, t);
  // No basket in catalogue mode, nor for a restaurant without a shop (its landing page only).
  const showBasket = !pageConfig.modes.catalogue && pageConfig.hasShop;
  // From lg up the links sit in the header while they fit on one line; otherwise the 'more' menu holds them.
  const nav = useFitsInline<HTMLElement, HTMLUListElement>();

  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-3 px-4">
        <HomeLink homeLabel={t('header.home')} />

        <nav
          ref={nav.boxRef}
          aria-label={t('header.mainNavigation')}
          aria-hidden={nav.fits ? undefined : true}
          inert={!nav.fits}
          className={`ms-auto hidden min-w-0 flex-1 justify-end overflow-hidden lg:flex ${nav.fits ? '' : 'invisible'}`}
        >
          <ul ref={nav.rowRef} className="flex shrink-0 items-center gap-1 whitespace-nowrap">
            {links.map((link) => (
              <li key={linkKey(link)}>
                <NavLink
                  link={link}
                  className="inline-flex h-10 items-center rounded-full px-3 text-sm font-medium text-muted transition hover:bg-stone-100 hover:text-ink"
                />
              </li>
            ))}
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-2 lg:ms-2">
          {/* Known from the page config, so the header does not shift when restaurant info arrives. */}
          {!pageConfig.modes.ticketing && info?.meta.show_open_hours !== false && (
            <button
              type="button"
              aria-label={t('header.openingTime')}
              onClick={() => openOverlay('openingTime')}
              className={`${iconButton} lg:hidden`}
            >
              <Icon name="clock" className="size-5" />
            </button>
          )}
          <button
            type="button"
            aria-label={t('header.contact')}
            onClick={() => openOverlay('contact')}
            className={`${iconButton} lg:hidden`}
          >
            <Icon name="phone" className="size-5" />
          </button>
          <HeaderAccountLink className="hidden lg:inline-flex" />
          <LanguageSwitcher />
          <button
            type="button"
            aria-label={t('header.moreLinks')}
            onClick={() => openOverlay('navigation')}
            className={`${iconButton} ${nav.fits ? 'lg:hidden' : ''}`}
            data-testid="navigation-button"
          >
            <Icon name="menu" className="size-5" />
          </button>
          {showBasket && <BasketButton />}
        </div>
      </div>
    </header>
  );
}
