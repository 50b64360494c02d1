import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { informationPageIdOf, isAddressedOverlay } from '@tavola/domain/storefront/legal-pages';
import { informationPagesQuery } from '../../api/restaurant-info.ts';
import { useDocumentMeta } from '../document-meta.ts';

/**
 * The menu's document title: an overlay's address ('/?overlay=imprint', '/?overlay=information:7') is titled by
 * that overlay, as the server served it — an information page by its own title.
 */
export function useMenuTitle(): void {
  const overlay = new URLSearchParams(useLocation().search).get('overlay');
  const informationPageId = informationPageIdOf(overlay);
  // Read only on an information page's address (the footer reads the same answer on every page).
  const informationPage = useQuery({ ...informationPagesQuery, enabled: informationPageId !== null }).data?.find(
    (page) => page.id === informationPageId,
  );
  useDocumentMeta(
    isAddressedOverlay(overlay)
      ? { title: overlay, route: 'menu' }
      : informationPage
        ? { title: { own: informationPage.title }, route: 'menu' }
        : 'menu',
  );
}
