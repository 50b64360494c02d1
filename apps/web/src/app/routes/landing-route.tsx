import LandingPage from '../../features/landing/components/landing-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

/** /landing: where the route guards send guests of a restaurant without a shop or with a landing page. */
export default function LandingRoute() {
  useDocumentMeta('landing');
  return <LandingPage />;
}
