import { describe, expect, it } from 'vitest';
import type { OrderProduct } from '../schemas/order.ts';
import { orderAgainLines } from './order-again.ts';

const line = (patch: Partial<OrderProduct>): OrderProduct => ({
  id: 1,
  productId: 10,
  name: 'Pizza',
  quantity: 1,
  price: 9.5,
  totalPrice: 9.5,
  is_package: 0,
  attributeItems: [],
  items: [],
  depot: null,
  extra_info: null,
  ...patch,
});

describe('order again', () => {
  it('puts a dish back with its quantity and the same extras', () => {
    const pizza = line({
      quantity: 2,
      attributeItems: [
        { id: 5, name: 'Extra cheese', price: 1, quantity: 2 },
        { id: 6, name: 'Olives', price: 0.5, quantity: 1 },
      ],
    });
    expect(orderAgainLines([pizza])).toEqual({
      lines: [
        {
          kind: 'product',
          name: 'Pizza',
          productId: 10,
          quantity: 2,
          comment: null,
          attributeItems: [
            { id: 5, quantity: 2 },
            { id: 6, quantity: 1 },
          ],
        },
      ],
      gone: [],
    });
  });

  it('puts a package back with the same choice in every step', () => {
    const menu = line({
      productId: 20,
      name: 'Lunch menu',
      is_package: 1,
      items: [
        { productId: 11, name: 'Soup', quantity: 1, productPackageId: 3, depot: null },
        { productId: 12, name: 'Water', quantity: 2, productPackageId: 4, depot: null },
      ],
    });
    expect(orderAgainLines([menu]).lines).toEqual([
      {
        kind: 'package',
        name: 'Lunch menu',
        productId: 20,
        quantity: 1,
        comment: null,
        productItems: [
          { productId: 11, productPackage: 3, quantity: 1 },
          { productId: 12, productPackage: 4, quantity: 2 },
        ],
      },
    ]);
  });

  it("keeps the guest's comment on a line, and reads none from missing or unreadable extra info", () => {
    const comments = orderAgainLines([
      line({ extra_info: JSON.stringify({ comment: 'No onions', itemDetails: [] }) }),
      line({ extra_info: JSON.stringify({ comment: '  ' }) }),
      line({ extra_info: '{not json' }),
      line({ extra_info: 'null' }),
    ]).lines.map((l) => l.comment);
    expect(comments).toEqual(['No onions', null, null, null]);
  });

  it('reads no comment from extra info that is empty, has none, or keeps something other than text there', () => {
    const comments = orderAgainLines([
      line({ extra_info: '' }),
      line({ extra_info: JSON.stringify({ itemDetails: [] }) }),
      line({ extra_info: JSON.stringify({ comment: 42 }) }),
      line({ extra_info: JSON.stringify({ comment: ['No onions'] }) }),
    ]).lines.map((l) => l.comment);
    expect(comments).toEqual([null, null, null, null]);
  });

  it('names the dishes deleted from the menu since instead of adding them', () => {
    const result = orderAgainLines([line({ productId: null, name: 'Old special' }), line({ id: 2 })]);
    expect(result.gone).toEqual(['Old special']);
    expect(result.lines.map((l) => l.productId)).toEqual([10]);
  });

  it('names a line with no quantity left instead of adding nothing of it', () => {
    const result = orderAgainLines([line({ name: 'Tiramisu', quantity: 0 }), line({ id: 2, quantity: 1 })]);
    expect(result.gone).toEqual(['Tiramisu']);
    expect(result.lines.map((l) => l.quantity)).toEqual([1]);
  });
});
