import { useLocation } from 'react-router';
import { storefrontRouteOf } from '@tavola/domain/storefront/route-titles';
import { Dashboard } from '../../features/account/components/dashboard.tsx';
import { pageConfig } from '../../lib/page-config.ts';
import { useDocumentMeta } from '../document-meta.ts';

/** /dashboard/profile and /dashboard/orders ('Your Profile', 'Your Orders'); guarded inside. */
export default function DashboardRoute() {
  const { pathname } = useLocation();
  const route = storefrontRouteOf(pathname, pageConfig.modes);
  useDocumentMeta(route?.kind === 'page' ? route.title : 'profile');
  return <Dashboard />;
}
