import { SheetAccountLink } from '../../features/account/components/sheet-account-link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useInformationPages, useRestaurantInfo } from '../../api/restaurant-info.ts';
import { pageConfig } from '../../lib/page-config.ts';
import { Icon } from '../../ui/icon.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { headerLinks, informationLinks, linkKey } from './header-links.ts';
import { NavLink } from './nav-link.tsx';

/** Phones and tablets: the header's links in a sheet; choosing one opens its overlay instead. */
export function NavigationSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const links = [
    ...headerLinks(useRestaurantInfo().data, t, pageConfig.modes.event),
    ...informationLinks(useInformationPages().data),
  ];
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={pageConfig.name}
      variant="panel"
      testId="navigation-sheet"
    >
      <nav aria-label={t('header.mainNavigation')}>
        <ul className="divide-y divide-line">
          {links.map((link) => (
            <li key={linkKey(link)}>
              <NavLink
                link={link}
                className="flex w-full items-center justify-between py-3.5 text-start text-[16px] font-medium"
              >
                {link.label}
                <Icon name="chevronEnd" className="size-5 text-muted" />
              </NavLink>
            </li>
          ))}
          <SheetAccountLink />
        </ul>
      </nav>
    </Sheet>
  );
}
