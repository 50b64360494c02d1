import type { Basket } from '@tavola/domain/schemas/basket';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { CartLine } from './cart-line.tsx';

/** The basket's lines; the comment box shows when the restaurant asks for product comments. */
export function CartLines({ basket, compact = false }: { basket: Basket; compact?: boolean }) {
  const info = useRestaurantInfo().data;
  const withComment = info?.personal_information_fields.some((field) => field.field === 'product_comment') ?? false;
  return (
    <ul className="divide-y divide-line" data-testid="cart-lines">
      {basket.products.map((line) => (
        <CartLine
          key={line.basketProductId}
          basketId={basket.id}
          line={line}
          withComment={withComment}
          compact={compact}
        />
      ))}
    </ul>
  );
}
