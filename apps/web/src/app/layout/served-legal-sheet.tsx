import { useHref, useLocation } from 'react-router';
import type { LegalPage } from '@tavola/domain/storefront/legal-pages';
import { useLegalInfo } from '../../api/restaurant-info.ts';
import { LEGAL_SHEET_WIDTH, LEGAL_TEXTS, LegalText } from '../../features/content/components/legal-text.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ServedSheet } from '../../ui/sheet-frame.tsx';

/**
 * The legal text an address opens, as the server draws it (served-legal-text.tsx): its own chunk, so the
 * menu's first load (no `overlay` in its address) carries neither the sheet's markup nor the legal texts'.
 */
export default function ServedLegalSheet({ page }: { page: LegalPage }) {
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
