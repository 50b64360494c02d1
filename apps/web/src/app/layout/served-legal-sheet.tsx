import { useHref, useLocation } from 'react-router';
import { informationPageIdOf, type AddressedOverlay, type LegalPage } from '@tavola/domain/storefront/legal-pages';
import { useInformationPages, useLegalInfo, useRestaurantInfo } from '../../api/restaurant-info.ts';
import { AllergenLegend } from '../../features/content/components/allergens-overlay.tsx';
import { LEGAL_SHEET_WIDTH, LEGAL_TEXTS, LegalText } from '../../features/content/components/legal-text.tsx';
import { OpeningTimesTable } from '../../features/content/components/opening-times-overlay.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ServedSheet } from '../../ui/sheet-frame.tsx';
import { showsOpeningTimes } from './header-links.ts';

/**
 * The overlay an address opens, as the server draws it (served-legal-text.tsx): its own chunk, so the
 * menu's first load (no `overlay` in its address) carries neither the sheet's markup nor the legal texts'.
 */
export default function ServedLegalSheet({ overlay }: { overlay: string }) {
  const informationPageId = informationPageIdOf(overlay);
  if (informationPageId !== null) return <ServedInformationPage id={informationPageId} />;
  const page = overlay as AddressedOverlay;
  if (page === 'allergies') return <ServedAllergens />;
  if (page === 'openingTime') return <ServedOpeningTimes />;
  return <ServedLegalText page={page} />;
}

/** Where the sheet's close link leads: the same address without the overlay. */
function useCloseHref(): string {
  const { pathname, search } = useLocation();
  const rest = new URLSearchParams(search);
  rest.delete('overlay');
  return useHref({ pathname, search: rest.size > 0 ? `?${rest}` : '' });
}

/** The allergen legend: the storefront's own words, nothing to read for it. */
function ServedAllergens() {
  const { t } = useTranslation();
  return (
    <ServedSheet
      title={t('overlays.allergiesTitle')}
      closeHref={useCloseHref()}
      testId="served-allergens"
      scrollFocusable
    >
      <p className="mb-4 text-sm text-muted">{t('overlays.allergiesIntro')}</p>
      <AllergenLegend />
    </ServedSheet>
  );
}

/** The week's opening times, from the restaurant's info every served page carries. */
function ServedOpeningTimes() {
  const { t } = useTranslation();
  const info = useRestaurantInfo().data;
  const closeHref = useCloseHref();
  if (!showsOpeningTimes(info)) return null;
  return (
    <ServedSheet title={t('routeTitles.openingTime')} closeHref={closeHref} testId="served-opening-times">
      <OpeningTimesTable info={info} />
    </ServedSheet>
  );
}

function ServedLegalText({ page }: { page: LegalPage }) {
  const { t } = useTranslation();
  const legal = useLegalInfo();
  const closeHref = useCloseHref();
  // Only with the text the server read for this address: never a skeleton no script will replace.
  if (!legal.data) return null;
  const text = LEGAL_TEXTS[page];
  return (
    <ServedSheet title={t(text.titleKey)} closeHref={closeHref} widthClass={LEGAL_SHEET_WIDTH}>
      <LegalText html={legal.data[text.field]} />
    </ServedSheet>
  );
}

/** An information page ('Catering and private dining'): the restaurant's own title and text. */
function ServedInformationPage({ id }: { id: number }) {
  const page = useInformationPages().data?.find((candidate) => candidate.id === id);
  const closeHref = useCloseHref();
  // A page there is none of (deleted meanwhile): the menu alone, as the server answered it.
  if (!page) return null;
  return (
    <ServedSheet title={page.title} closeHref={closeHref} widthClass={LEGAL_SHEET_WIDTH}>
      <LegalText html={page.body} />
    </ServedSheet>
  );
}
