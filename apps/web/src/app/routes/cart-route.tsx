import { CartPage } from '../../features/basket/components/cart-page.tsx';
import { useContinueFromCart } from '../../features/checkout/hooks/use-continue-from-cart.ts';
import { useDocumentMeta } from '../document-meta.ts';

/** /cart ('Review Card'). Continue goes on to the checkout (spec §4 'Continue'). */
export default function CartRoute() {
  useDocumentMeta('cart');
  const continueFromCart = useContinueFromCart();
  return <CartPage onContinue={() => void continueFromCart()} />;
}
