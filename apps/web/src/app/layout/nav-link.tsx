import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { closeOverlay, openOverlay } from '../../lib/ui-state.ts';
import type { HeaderLink } from './header-links.ts';

/** A header, footer or navigation-sheet link: a route (Blog) or the button that opens an overlay. */
export function NavLink({ link, className, children }: { link: HeaderLink; className: string; children?: ReactNode }) {
  if (link.to !== undefined) {
    return (
      <Link to={link.to} onClick={closeOverlay} className={className}>
        {children ?? link.label}
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => openOverlay(link.overlay)} className={className}>
      {children ?? link.label}
    </button>
  );
}
