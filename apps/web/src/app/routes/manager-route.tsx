import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { loadManagerTexts } from '../../features/manager/i18n/use-manager-texts.ts';
import { ManagerPage } from '../../features/manager/components/manager-page.tsx';
import { RouteSkeleton } from './route-skeleton.tsx';

/**
 * The owner's menu editor (the back office), its own chunk with its own texts. It is reached through
 * this route rather than one of its own in the app's router, so the storefront's first load does not
 * carry even its name.
 */
const MenuEditorRoute = lazy(() =>
  import('../../back-office/routes/menu-editor-route.tsx').then(async (module) => (await module.ready(), module)),
);

const StaffRoute = lazy(() =>
  import('../../back-office/routes/staff-route.tsx').then(async (module) => (await module.ready(), module)),
);

/** The board's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadManagerTexts(i18n.language);
}

/** The restaurant's side: /manager (the board), /manager/menu (the menu editor) and /manager/staff. */
export default function ManagerRoute() {
  const rest = useParams()['*'];
  if (rest === 'menu')
    return (
      <Suspense fallback={<RouteSkeleton />}>
        <MenuEditorRoute />
      </Suspense>
    );
  if (rest === 'staff')
    return (
      <Suspense fallback={<RouteSkeleton />}>
        <StaffRoute />
      </Suspense>
    );
  return <ManagerPage />;
}
