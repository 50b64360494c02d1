import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { MenuRoute } from './routes/menu-route.tsx';
import { RouteSkeleton } from './routes/route-skeleton.tsx';
import { pageConfig } from '../lib/page-config.ts';
import { withLazyTexts } from '../i18n/i18n.ts';

/*
 * Declarative routes (spec §2). The menu is in the first bundle; every other screen is its own
 * chunk, loaded when visited. Later screens plug in here the same way, each lazy:
 *   /checkout, /payment, /paymentstatus, /review   (only when modes.shopProviding)
 *   /dashboard/profile, /dashboard/orders           (guarded by a stored private token)
 *   /resetpass/:token
 */
const CartRoute = lazy(() => import('./routes/cart-route.tsx'));
const DashboardRoute = lazy(withLazyTexts(() => import('./routes/dashboard-route.tsx')));
const ResetPasswordRoute = lazy(withLazyTexts(() => import('./routes/reset-password-route.tsx')));
const NotFoundRoute = lazy(() => import('./routes/not-found-route.tsx'));
const CheckoutRoute = lazy(withLazyTexts(() => import('./routes/checkout-route.tsx')));
const PaymentRoute = lazy(withLazyTexts(() => import('./routes/payment-route.tsx')));
const PaymentStatusRoute = lazy(withLazyTexts(() => import('./routes/payment-status-route.tsx')));
const ReviewRoute = lazy(withLazyTexts(() => import('./routes/review-route.tsx')));
const TableBillRoute = lazy(withLazyTexts(() => import('./routes/table-bill-route.tsx')));
const ReservationRoute = lazy(withLazyTexts(() => import('./routes/reservation-route.tsx')));
const LandingRoute = lazy(() => import('./routes/landing-route.tsx'));
const BlogsRoute = lazy(withLazyTexts(() => import('./routes/blogs-route.tsx')));
const BlogPostRoute = lazy(withLazyTexts(() => import('./routes/blog-post-route.tsx')));
const BlogTagRoute = lazy(withLazyTexts(() => import('./routes/blog-tag-route.tsx')));
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
  /** Spec §2: checkout and payment exist only with shop providing; /review only with review active too. */
  const shopProviding = pageConfig.modes.shopProviding;
  const reviewActive = shopProviding && pageConfig.modes.review;
  /** Spec §2: the blog routes only when event mode is off (and the pages check has_blog themselves). */
  const blogRoutes = !pageConfig.modes.event;
  /*
   * Spec §2 route guards, from the page config (known before any call): without a shop every menu
   * route leads to the landing page; the entry '/' leads there too when the landing page is on,
   * otherwise it is the Menu.
   */
  const menuElement = pageConfig.hasShop ? <MenuRoute /> : <ToLanding />;
  const entryElement = pageConfig.hasShop && !pageConfig.landingPage ? <MenuRoute /> : <ToLanding />;
  return (
    <Routes>
      <Route
        path="manager/*"
        element={
          <Lazy>
            <ManagerRoute />
          </Lazy>
        }
      />
      <Route
        path="manager/set-password/:token"
        element={
          <Lazy>
            <ManagerRoute />
          </Lazy>
        }
      />
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
          path="cart"
          element={
            <Lazy>
              <CartRoute />
            </Lazy>
          }
        />
        {shopProviding && (
          <>
            <Route
              path="checkout"
              element={
                <Lazy>
                  <CheckoutRoute />
                </Lazy>
              }
            />
            <Route
              path="payment"
              element={
                <Lazy>
                  <PaymentRoute />
                </Lazy>
              }
            />
            <Route
              path="paymentstatus"
              element={
                <Lazy>
                  <PaymentStatusRoute />
                </Lazy>
              }
            />
          </>
        )}
        {shopProviding && (
          <Route
            path="table-bill"
            element={
              <Lazy>
                <TableBillRoute />
              </Lazy>
            }
          />
        )}
        {reviewActive && (
          <Route
            path="review"
            element={
              <Lazy>
                <ReviewRoute />
              </Lazy>
            }
          />
        )}
        {blogRoutes && (
          <>
            <Route
              path="blogs"
              element={
                <Lazy>
                  <BlogsRoute />
                </Lazy>
              }
            />
            <Route
              path="blogs/:slug"
              element={
                <Lazy>
                  <BlogPostRoute />
                </Lazy>
              }
            />
            <Route
              path="tags/:id"
              element={
                <Lazy>
                  <BlogTagRoute />
                </Lazy>
              }
            />
          </>
        )}
        <Route
          path="dashboard/*"
          element={
            <Lazy>
              <DashboardRoute />
            </Lazy>
          }
        />
        <Route
          path="reservation"
          element={
            <Lazy>
              <ReservationRoute />
            </Lazy>
          }
        />
        <Route
          path="resetpass/:token"
          element={
            <Lazy>
              <ResetPasswordRoute />
            </Lazy>
          }
        />
        <Route
          path="*"
          element={
            <Lazy>
              <NotFoundRoute />
            </Lazy>
          }
        />
      </Route>
    </Routes>
  );
}
