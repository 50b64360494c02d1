import { useNavigate } from 'react-router';
import { CartPage } from '../../features/basket/components/cart-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';

/** /cart ('Review Card'). Continue leads to the checkout, which a later screen provides. */
export default function CartRoute() {
  useDocumentMeta('cart');
  const navigate = useNavigate();
  return <CartPage onContinue={() => navigate('/checkout')} />;
}
