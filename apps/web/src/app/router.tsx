import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { leadsToLanding } from '@tavola/domain/storefront/entry-guards';
import { AppLayout } from './layout/app-layout.tsx';
import { MenuRoute } from './routes/menu-route.tsx';
import { RouteSkeleton } from './routes/route-skeleton.tsx';
import { pageConfig } from '../lib/page-config.ts';

/*
 * Declarative routes (spec §2). The menu is in the first bundle; every other screen is its own
 * chunk, loaded when visited, and so is the table of the screens a guest goes on to
 * (storefront-routes.tsx: cart, checkout, payment, review, table bill, blog, dashboard, reservation,
 * reset password, Not Found). The landing page is some restaurants' first screen: its chunk is
 * asked for at once, not after that table's.
 */
const StorefrontRoutes = lazy(() => import('./storefront-routes.tsx'));
const LandingRoute = lazy(() => import('./routes/landing-route.tsx'));
/** The restaurant's board: its own chunk and texts, outside the guest's layout (no basket, no visit). */
const ManagerRoute = lazy(() =>
  import('./routes/manager-route.tsx').then(async (module) => (await module.ready(), module)),
);

/** Keeps the query (e.g. ?lang=ar) when a guard redirects. */
function ToLanding() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/landing', search }} replace />;
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RouteSkeleton />}>{children}</Suspense>;
}

export function AppRoutes() {
  /*
   * Spec §2 route guards, from the page config (known before any call): without a shop every menu
   * route leads to the landing page; the entry '/' leads there too when the landing page is on,
   * otherwise it is the Menu.
   */
  const menuElement = leadsToLanding('/menu', pageConfig) ? <ToLanding /> : <MenuRoute />;
  const entryElement = leadsToLanding('/', pageConfig) ? <ToLanding /> : <MenuRoute />;
  const manager = (
    <Lazy>
      <ManagerRoute />
    </Lazy>
  );
  return (
    <Routes>
      <Route path="manager/*" element={manager} />
      <Route path="manager/set-password/:token" element={manager} />
      <Route element={<AppLayout />}>
        <Route index element={entryElement} />
        <Route path="menu" element={menuElement} />
        <Route
          path="landing"
          element={
            <Lazy>
              <LandingRoute />
            </Lazy>
          }
        />
        <Route
          path="*"
          element={
            <Lazy>
              <StorefrontRoutes />
            </Lazy>
          }
        />
      </Route>
    </Routes>
  );
}
