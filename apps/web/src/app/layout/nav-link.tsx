import type { MouseEvent, ReactNode } from 'react';
import { Link, useHref } from 'react-router';
import { hasOverlayAddress } from '@tavola/domain/storefront/legal-pages';
import { closeOverlay, openOverlay } from '../../lib/ui-state.ts';
import type { HeaderLink } from './header-links.ts';

/**
 * A header, footer or navigation-sheet link: a route (Blog), an overlay with an address of its own (the legal
 * texts, allergens, opening times, information pages: a real link, so it works before the app runs, without
 * JavaScript and in a new tab) or the button that opens any other overlay (contact, reviews…).
 */
export function NavLink({ link, className, children }: { link: HeaderLink; className: string; children?: ReactNode }) {
  const overlayHref = useHref(`/?overlay=${link.overlay ?? ''}`);
  if (link.to !== undefined) {
    return (
      <Link to={link.to} onClick={closeOverlay} className={className}>
        {children ?? link.label}
      </Link>
    );
  }
  const { overlay } = link;
  if (hasOverlayAddress(overlay)) {
    const open = (event: MouseEvent) => {
      // A new tab or window (modifier, middle button) follows the address; a plain click opens it in place.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      openOverlay(overlay);
    };
    return (
      <a href={overlayHref} onClick={open} className={className}>
        {children ?? link.label}
      </a>
    );
  }
  return (
    <button type="button" onClick={() => openOverlay(overlay)} className={className}>
      {children ?? link.label}
    </button>
  );
}
