import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthFromUrl } from '../../features/account/hooks/use-auth-from-url.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Outlet } from 'react-router';
import { useOverlay, useSideCartOpen } from '../../lib/ui-state.ts';
import { SnackbarHost } from '../../ui/snackbar.tsx';
import { useStorefrontSession } from '../use-storefront-session.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RestaurantPopupsHost } from './restaurant-popups-host.tsx';
import { ServedLegalText } from './served-legal-text.tsx';
import { useOverlayFromUrl } from './use-overlay-from-url.ts';
import { useServiceWorker } from '../service-worker.ts';
import { useIsDesktop } from '../../lib/media.ts';
import { pageConfig } from '../../lib/page-config.ts';
import { lazyEventHeader, lazySideMenu } from './lazy-layout-parts.ts';
import { menuPreviewToken } from '../../api/client.ts';

// Overlays and the side cart pull in the dialog library: loaded the first time one opens.
const Overlays = lazy(() => import('./overlays.tsx'));
const SideCart = lazy(() => import('../../features/basket/components/side-cart.tsx'));
// The SUBSCRIBE tab is a desktop element of newsletter restaurants: phones never download it.
const NewsletterTab = lazy(() =>
  import('../../features/newsletter/components/newsletter-tab.tsx').then((module) => ({
    default: module.NewsletterTab,
  })),
);
// The layouts of the event and side-menu modes: only restaurants with those modes download them.
const EventHeader = lazyEventHeader.Component;
const SideMenu = lazySideMenu.Component;
// Only an owner's preview tab shows (and downloads) the preview band.
const MenuPreviewBand = lazy(() => import('./menu-preview-band.tsx'));

export function AppLayout() {
  const { t } = useTranslation();
  const overlay = useOverlay();
  const sideCartOpen = useSideCartOpen();
  // Once opened, the side cart stays mounted so it can animate and reopen without loading.
  const [sideCartMounted, setSideCartMounted] = useState(false);
  useEffect(() => {
    if (sideCartOpen) setSideCartMounted(true);
  }, [sideCartOpen]);
  useStorefrontSession();
  useAuthFromUrl();
  const showNewsletterTab = useIsDesktop() && pageConfig.modes.newsletter;
  useServiceWorker();
  useOverlayFromUrl();

  // Spec §2: the side-navigation layout puts a category column beside the page (desktop only);
  // event mode has its own header with a contact bar and the event category navigation.
  const { sideMenu, event } = pageConfig.modes;
  const page = (
    <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('app.skipToContent')}
      </a>
      {event ? (
        <Suspense fallback={<div aria-hidden="true" className="h-[153px] border-b border-line/70 bg-white" />}>
          <EventHeader />
        </Suspense>
      ) : (
        <Header />
      )}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer className={sideMenu ? 'lg:hidden' : ''} />
      {showNewsletterTab && (
        <Suspense fallback={null}>
          <NewsletterTab />
        </Suspense>
      )}
      <SnackbarHost />
      {menuPreviewToken && (
        <Suspense fallback={null}>
          <MenuPreviewBand />
        </Suspense>
      )}
      <RestaurantPopupsHost />
      {overlay && (
        <Suspense fallback={null}>
          <Overlays overlay={overlay} />
        </Suspense>
      )}
      <ServedLegalText />
      {(sideCartOpen || sideCartMounted) && (
        <Suspense fallback={null}>
          <SideCart />
        </Suspense>
      )}
    </div>
  );
  if (!sideMenu) return page;
  return (
    <div className="lg:flex">
      <Suspense fallback={<div aria-hidden="true" className="hidden w-[260px] shrink-0 lg:block 2xl:w-[300px]" />}>
        <SideMenu />
      </Suspense>
      {page}
    </div>
  );
}
