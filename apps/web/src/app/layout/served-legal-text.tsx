import { useSyncExternalStore } from 'react';
import { useHref, useLocation } from 'react-router';
import { isLegalPage, type LegalPage } from '@tavola/domain/storefront/route-titles';
import { useLegalInfo } from '../../api/restaurant-info.ts';
import { LEGAL_SHEET_WIDTH, LEGAL_TEXTS, LegalText } from '../../features/content/components/legal-text.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ServedSheet } from '../../ui/sheet-frame.tsx';

const subscribeNothing = () => () => {};

/**
 * Whether the markup is the server's: while it renders, and while the browser hydrates it (React then
 * renders once more with `false`). A browser-rendered page is never.
 */
function useServerMarkup(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}

/**
 * The legal text a page's address opens ('/?overlay=imprint'), drawn by the server as an open sheet
 * so it reads without JavaScript (docs/decisions/084-server-rendering.md). Once the app runs, the
 * address opens the real overlay (use-overlay-from-url.ts) and this one is gone.
 */
export function ServedLegalText() {
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('overlay');
  const serverMarkup = useServerMarkup();
  if (!serverMarkup || !isLegalPage(asked)) return null;
  return <ServedLegalSheet page={asked} />;
}

function ServedLegalSheet({ page }: { page: LegalPage }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const legal = useLegalInfo();
  const rest = new URLSearchParams(search);
  rest.delete('overlay');
  const closeHref = useHref({ pathname, search: rest.size > 0 ? `?${rest}` : '' });
  // Only with the text the server read for this address: never a skeleton no script will replace.
  if (!legal.data) return null;
  const text = LEGAL_TEXTS[page];
  return (
    <ServedSheet title={t(text.titleKey)} closeHref={closeHref} widthClass={LEGAL_SHEET_WIDTH}>
      <LegalText html={legal.data[text.field]} />
    </ServedSheet>
  );
}
