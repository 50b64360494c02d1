import { useLocation } from 'react-router';
import { Dashboard } from '../../features/account/components/dashboard.tsx';
import { useDocumentMeta } from '../document-meta.ts';

const PROFILE = { title: 'account.routes.profile', description: 'account.meta.profile' };
const ORDERS = { title: 'account.routes.orders', description: 'account.meta.orders' };

/** /dashboard/profile and /dashboard/orders ('Your Profile', 'Your Orders'); guarded inside. */
export default function DashboardRoute() {
  const { pathname } = useLocation();
  useDocumentMeta(pathname.endsWith('/orders') ? ORDERS : PROFILE);
  return <Dashboard />;
}
