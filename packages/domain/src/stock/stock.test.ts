import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitsInBasket, type BasketStockLine } from './basket-units.ts';
import { checkPackageRequest, stockLeftForPackageComponent } from './package-stock.ts';
import { availableStock, checkRequestedQuantity, isOutOfStock, type StockedProduct } from './product-stock.ts';

const fries: StockedProduct = { id: 1, name: 'Fries', stock: 10 };
const cola: StockedProduct = { id: 2, name: 'Cola', stock: 4 };
const water: StockedProduct = { id: 3, name: 'Water', stock: null };

/** 2 × fries on their own, plus 3 menus each holding 2 fries and 1 cola. */
const basket: BasketStockLine[] = [
  { productId: 1, quantity: 2 },
  {
    productId: 50,
    quantity: 3,
    components: [
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
    ],
  },
];

describe('unitsInBasket', () => {
  it('counts own lines and component count × package quantity', () => {
    expect(unitsInBasket(1, basket)).toBe(2 + 2 * 3);
    expect(unitsInBasket(2, basket)).toBe(3);
    expect(unitsInBasket(50, basket)).toBe(3);
    expect(unitsInBasket(99, basket)).toBe(0);
  });
});

describe('availableStock', () => {
  it('is stock minus units in the basket, null when unlimited', () => {
    expect(availableStock(fries, basket)).toBe(2);
    expect(availableStock(cola, basket)).toBe(1);
    expect(availableStock(water, basket)).toBeNull();
    expect(availableStock({ id: 1, stock: 5 }, basket)).toBe(0); // over-full basket shows 0, not -3
  });

  it('treats stock 0 as out of stock and null as never out', () => {
    expect(isOutOfStock(0)).toBe(true);
    expect(isOutOfStock(null)).toBe(false);
    expect(isOutOfStock(1)).toBe(false);
  });
});

describe('checkRequestedQuantity', () => {
  it('accepts what is left', () => {
    expect(checkRequestedQuantity(fries, 2, basket)).toEqual({ ok: true });
    expect(checkRequestedQuantity(water, 1000, basket)).toEqual({ ok: true });
  });

  it('names how many are left when asked for more', () => {
    expect(checkRequestedQuantity(fries, 3, basket)).toEqual({
      ok: false,
      code: 'product_only_n_available',
      inStock: 2,
      name: 'Fries',
    });
  });

  it('is out of stock when nothing is left', () => {
    expect(checkRequestedQuantity({ ...fries, stock: 8 }, 1, basket)).toEqual({
      ok: false,
      code: 'product_out_of_stock',
      inStock: 0,
      name: 'Fries',
    });
    expect(checkRequestedQuantity({ ...fries, stock: 0 }, 1, [])).toMatchObject({ code: 'product_out_of_stock' });
  });
});

describe('package stock', () => {
  it('shows stock left for a component in the wizard', () => {
    expect(stockLeftForPackageComponent(fries, 1, basket)).toBe(1);
    expect(stockLeftForPackageComponent(fries, 2, basket)).toBe(0);
    expect(stockLeftForPackageComponent(fries, 5, basket)).toBe(0);
    expect(stockLeftForPackageComponent(water, 5, basket)).toBeNull();
  });

  it('blocks a package when any component would go below zero', () => {
    const menu = [
      { ...fries, quantity: 1 },
      { ...cola, quantity: 1 },
    ];
    expect(checkPackageRequest(menu, 1, basket)).toEqual({ ok: true });
    expect(checkPackageRequest(menu, 2, basket)).toEqual({
      ok: false,
      code: 'product_only_n_available',
      inStock: 1,
      name: 'Cola',
    });
  });

  it('adds up a product chosen in several steps', () => {
    const twiceFries = [
      { ...fries, quantity: 1 },
      { ...fries, quantity: 2 },
    ];
    expect(checkPackageRequest(twiceFries, 1, basket)).toMatchObject({ ok: false, inStock: 2, name: 'Fries' });
  });
});

describe('stock properties', () => {
  const catalogue = fc.array(fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }), { minLength: 4, maxLength: 4 });
  const attempt = fc.oneof(
    fc.record({
      kind: fc.constant('plain' as const),
      productId: fc.integer({ min: 0, max: 3 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    }),
    fc.record({
      kind: fc.constant('package' as const),
      quantity: fc.integer({ min: 1, max: 3 }),
      components: fc.array(
        fc.record({ productId: fc.integer({ min: 0, max: 3 }), quantity: fc.integer({ min: 1, max: 3 }) }),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
    }),
  );

  it('a basket built only from accepted requests never holds more than the stock', () => {
    fc.assert(
      fc.property(catalogue, fc.array(attempt, { maxLength: 25 }), (stocks, attempts) => {
        const products = stocks.map((stock, id) => ({ id, name: `P${id}`, stock }));
        const lines: BasketStockLine[] = [];
        for (const request of attempts) {
          if (request.kind === 'plain') {
            const check = checkRequestedQuantity(products[request.productId]!, request.quantity, lines);
            if (check.ok) lines.push({ productId: request.productId, quantity: request.quantity });
            else expect(check.inStock).toBeLessThan(request.quantity);
          } else {
            const components = request.components.map((c) => ({ ...products[c.productId]!, quantity: c.quantity }));
            if (checkPackageRequest(components, request.quantity, lines).ok) {
              lines.push({ productId: 100, quantity: request.quantity, components: request.components });
            }
          }
        }
        for (const product of products) {
          if (product.stock === null) continue;
          expect(unitsInBasket(product.id, lines)).toBeLessThanOrEqual(product.stock);
          expect(availableStock(product, lines)).toBe(product.stock - unitsInBasket(product.id, lines));
          for (let chosen = 0; chosen <= 3; chosen++) {
            expect(stockLeftForPackageComponent(product, chosen, lines)!).toBeGreaterThanOrEqual(0);
          }
        }
      }),
    );
  });

  it('accepts exactly up to the available amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 60 }),
        (stock, held, requested) => {
          const check = checkRequestedQuantity({ id: 7, name: 'X', stock }, requested, [
            { productId: 7, quantity: held },
          ]);
          expect(check.ok).toBe(requested <= stock - held);
        },
      ),
    );
  });
});
