import { lazy, Suspense } from 'react';
import { withLazyTexts } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useInformationPages, useLegalInfo, useRestaurantInfo } from '../../api/restaurant-info.ts';
import { AllergensOverlay } from '../../features/content/components/allergens-overlay.tsx';
import { ContactOverlay } from '../../features/content/components/contact-overlay.tsx';
import { LegalOverlay } from '../../features/content/components/legal-overlay.tsx';
import { LEGAL_TEXTS } from '../../features/content/components/legal-text.tsx';
import { OpeningTimesOverlay } from '../../features/content/components/opening-times-overlay.tsx';
import { closeOverlay, type OverlayName } from '../../lib/ui-state.ts';
import { NavigationSheet } from './navigation-sheet.tsx';
import { pageConfig } from '../../lib/page-config.ts';

// The forms bring the shared validation schemas: loaded only when the guest wants to log in.
const AuthOverlay = lazy(withLazyTexts(() => import('../../features/account/components/auth-overlay.tsx')));
// Not on the first menu load: the form, its schema and its texts arrive when the guest opens it.
const ReservationOverlay = lazy(
  withLazyTexts(() => import('../../features/reservation/components/reservation-overlay.tsx')),
);

const ReviewsOverlay = lazy(withLazyTexts(() => import('../../features/reviews/components/reviews-overlay.tsx')));

/** The one open overlay (spec §2: one at a time; the dialog locks page scroll while open). */
export default function Overlays({ overlay }: { overlay: OverlayName }) {
  const { t } = useTranslation();
  const info = useRestaurantInfo().data;
  const legal = useLegalInfo();
  const informationPages = useInformationPages();
  if (overlay.startsWith('information:')) {
    const page = informationPages.data?.find((candidate) => `information:${candidate.id}` === overlay);
    // Loading: undefined (skeleton); a page that has gone meanwhile: null (the 'no content' note).
    const html = informationPages.isPending ? undefined : (page?.body ?? null);
    return <LegalOverlay title={page?.title ?? pageConfig.name} html={html} onClose={closeOverlay} />;
  }
  switch (overlay) {
    case 'about':
    case 'privacy':
    case 'terms':
    case 'imprint': {
      const text = LEGAL_TEXTS[overlay];
      return <LegalOverlay title={t(text.titleKey)} html={legal.data?.[text.field]} onClose={closeOverlay} />;
    }
    case 'contact':
      return <ContactOverlay info={info} onClose={closeOverlay} />;
    case 'openingTime':
      return <OpeningTimesOverlay info={info} onClose={closeOverlay} />;
    case 'allergies':
      return <AllergensOverlay onClose={closeOverlay} />;
    case 'tableReservation':
      // Spec §2: only where the restaurant takes reservations, never under a ticketing system.
      return !info?.reservation_table || info.ticketingSystem ? null : (
        <Suspense fallback={null}>
          <ReservationOverlay onClose={closeOverlay} />
        </Suspense>
      );
    case 'reviews':
      return (
        <Suspense fallback={null}>
          <ReviewsOverlay onClose={closeOverlay} />
        </Suspense>
      );
    case 'navigation':
      return <NavigationSheet onClose={closeOverlay} />;
    case 'auth':
      // Spec §2: no authentication overlay when the restaurant uses a ticketing system.
      return info?.ticketingSystem ? null : (
        <Suspense fallback={null}>
          <AuthOverlay onClose={closeOverlay} />
        </Suspense>
      );
  }
}
