import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { loadManagerTexts } from '../../features/manager/i18n/use-manager-texts.ts';
import { ManagerPage } from '../../features/manager/components/manager-page.tsx';
import { OWNER_SCREENS, type OwnerScreenModule } from '../../back-office/owner-screens.ts';
import { RouteSkeleton } from './route-skeleton.tsx';

/** A back-office screen's chunk, its texts awaited before it renders. */
const lazyScreen = (load: () => Promise<OwnerScreenModule>) => lazy(() => load().then(async (module) => (await module.ready(), module)));

/**
 * The owner's screens (the back office), each its own chunk with its own texts. They are reached
 * through this route rather than routes of their own in the app's router, so the storefront's first
 * load does not carry even their names.
 */
const SCREENS = new Map<string, LazyExoticComponent<ComponentType>>([
  ['restaurant', lazyScreen(() => import('../../back-office/routes/owner-hub-route.tsx'))],
  ...OWNER_SCREENS.map((screen) => [screen.path, lazyScreen(screen.load)] as const),
]);

/** The board's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadManagerTexts(i18n.language);
}

/** The restaurant's side: /manager (the board), /manager/restaurant (the owner's overview) and its screens. */
export default function ManagerRoute() {
  const Screen = SCREENS.get(useParams()['*']?.split('/')[0] ?? '');
  if (!Screen) return <ManagerPage />;
  return (
    <Suspense fallback={<RouteSkeleton />}>
      <Screen />
    </Suspense>
  );
}
