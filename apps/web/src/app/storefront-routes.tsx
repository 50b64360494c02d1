import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { withLazyTexts } from '../i18n/i18n.ts';
import { pageConfig } from '../lib/page-config.ts';
import { RouteSkeleton } from './routes/route-skeleton.tsx';

/*
 * The storefront's routes besides the menu (spec §2), each its own chunk, loaded when visited. This
 * table is a chunk of its own too (router.tsx loads it for any address that is not the menu), so the
 * menu's first load does not carry the other screens' addresses. Later screens plug in here, each lazy.
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
const BlogsRoute = lazy(withLazyTexts(() => import('./routes/blogs-route.tsx')));
const BlogPostRoute = lazy(withLazyTexts(() => import('./routes/blog-post-route.tsx')));
const BlogTagRoute = lazy(withLazyTexts(() => import('./routes/blog-tag-route.tsx')));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RouteSkeleton />}>{children}</Suspense>;
}

/** A route whose screen is a lazy chunk: the route skeleton shows while it loads. */
function lazyRoute(path: string, Screen: ComponentType) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <Lazy>
          <Screen />
        </Lazy>
      }
    />
  );
}

/** The routes inside the guest's layout other than the menu and the landing page (router.tsx). */
export default function StorefrontRoutes() {
  /** Spec §2: checkout and payment exist only with shop providing; /review only with review active too. */
  const shopProviding = pageConfig.modes.shopProviding;
  const reviewActive = shopProviding && pageConfig.modes.review;
  /** Spec §2: the blog routes only when event mode is off (and the pages check has_blog themselves). */
  const blogRoutes = !pageConfig.modes.event;
  return (
    <Routes>
      {lazyRoute('cart', CartRoute)}
      {shopProviding && [
        lazyRoute('checkout', CheckoutRoute),
        lazyRoute('payment', PaymentRoute),
        lazyRoute('paymentstatus', PaymentStatusRoute),
        lazyRoute('table-bill', TableBillRoute),
      ]}
      {reviewActive && lazyRoute('review', ReviewRoute)}
      {blogRoutes && [
        lazyRoute('blogs', BlogsRoute),
        lazyRoute('blogs/:slug', BlogPostRoute),
        lazyRoute('tags/:id', BlogTagRoute),
      ]}
      {lazyRoute('dashboard/*', DashboardRoute)}
      {lazyRoute('reservation', ReservationRoute)}
      {lazyRoute('resetpass/:token', ResetPasswordRoute)}
      {lazyRoute('*', NotFoundRoute)}
    </Routes>
  );
}
