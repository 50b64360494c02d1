import { Link } from 'react-router';
import { pageConfig } from '../../lib/page-config.ts';
import { RestaurantLogo } from './restaurant-logo.tsx';

/**
 * The header's logo and name, back to the menu (the standard and the event header). Where the side column
 * shows (side-menu layout, wide screens) it carries them, so the header does not say them a second time.
 */
export function HomeLink({ homeLabel }: { homeLabel: string }) {
  return (
    <Link
      to="/menu"
      className={`flex min-w-0 shrink-0 items-center gap-2.5 rounded-full pe-2 ${pageConfig.modes.sideMenu ? 'lg:hidden' : ''}`}
      aria-label={`${pageConfig.name} – ${homeLabel}`}
    >
      <RestaurantLogo className="size-9" />
      {/* On phones the hero carries the name; the header keeps its room for the buttons. */}
      <span className="hidden max-w-[16rem] truncate text-[17px] font-bold tracking-tight sm:inline">
        {pageConfig.name}
      </span>
    </Link>
  );
}
