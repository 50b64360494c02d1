import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  MANAGER_ORDERS_MAX_PAGE_SIZE,
  STOCK_MAX,
  kitchenOrderSchema,
  managerBusyRequestSchema,
  managerLogInRequestSchema,
  managerOrdersQuerySchema,
  managerPauseRequestSchema,
  managerSetPasswordRequestSchema,
  managerSummaryQuerySchema,
  orderHasFigures,
  setProductStockRequestSchema,
} from './manager.ts';

describe('staff sign-in', () => {
  it('needs an e-mail and a password; a new password follows the password rule', () => {
    expect(parsed(managerLogInRequestSchema, { email: ' Chef@Example.com ', password: 'x' })).toEqual({ email: 'chef@example.com', password: 'x' });
    expect(issuesOf(managerLogInRequestSchema, { email: 'chef@example.com', password: '' })).toEqual([{ path: 'password', code: 'field_required' }]);
    expect(parsed(managerSetPasswordRequestSchema, { token: ' t0k ', password: 'correct horse battery' })).toEqual({ token: 't0k', password: 'correct horse battery' });
    expect(codesOf(managerSetPasswordRequestSchema, { token: ' ', password: 'correct horse battery' })).toEqual(['field_required']);
    expect(codesOf(managerSetPasswordRequestSchema, { token: 't', password: 'short' })).toEqual(['password_too_short']);
  });
});

describe('the board\'s order list', () => {
  it('lists by creation day, 100 a page, unless asked otherwise', () => {
    expect(parsed(managerOrdersQuerySchema, {})).toEqual({ filter_type: 'create', page: 1, per_page: 100 });
    expect(parsed(managerOrdersQuerySchema, { from_date: '2026-11-01', to_date: '2026-11-01', filter_type: 'delivery', per_page: String(MANAGER_ORDERS_MAX_PAGE_SIZE) })).toMatchObject({ filter_type: 'delivery', per_page: MANAGER_ORDERS_MAX_PAGE_SIZE });
  });

  it('refuses a range that ends before it starts and each broken field', () => {
    expect(issuesOf(managerOrdersQuerySchema, { from_date: '2026-11-02', to_date: '2026-11-01' })).toEqual([{ path: 'to_date', code: 'field_invalid' }]);
    expect(codesOf(managerOrdersQuerySchema, { from_date: '1.11.2026' })).toEqual(['field_invalid']);
    expect(codesOf(managerOrdersQuerySchema, { filter_type: 'paid' })).toEqual(['field_invalid']);
    expect(codesOf(managerOrdersQuerySchema, { per_page: 0 })).toEqual(['field_invalid']);
    expect(codesOf(managerOrdersQuerySchema, { per_page: MANAGER_ORDERS_MAX_PAGE_SIZE + 1 })).toEqual(['field_invalid']);
    expect(codesOf(managerOrdersQuerySchema, { per_page: 'all' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(managerOrdersQuerySchema, { per_page: 2.5 })).toEqual(['field_must_be_numeric']);
    expect(codesOf(managerSummaryQuerySchema, { to_date: 'today' })).toEqual(['field_invalid']);
  });

  it('gives the kitchen no money figures', () => {
    const kitchenOrder = {
      orderId: 'A1', orderNumber: 1, restaurant_id: 1, status: 'received', is_online_payment: false, paymentType: 'cash', paymentStatus: null,
      deliveryType: 'pickup', deliveryTime: null, currency: 'EUR', user_details: null, table: null, bill_requested: false, created_at: '2026-11-26',
      refunded: false, awaiting_payment: false, updated_at: '2026-11-26',
      products: [{ id: 1, productId: 7, name: 'Margherita', quantity: 2, is_package: 0, attributeItems: [], items: [], depot: null, extra_info: null, price: 9, totalPrice: 18 }],
      total_price: 18,
    };
    const shown = parsed(kitchenOrderSchema, kitchenOrder);
    expect(shown).not.toHaveProperty('total_price');
    expect(shown.products[0]).not.toHaveProperty('price');
    expect(orderHasFigures(shown)).toBe(false);
    expect(orderHasFigures(kitchenOrder as never)).toBe(true);
  });
});

describe('the levers', () => {
  it('pause ordering for 5 minutes to a day, with an optional message', () => {
    expect(parsed(managerPauseRequestSchema, { minutes: '30', message: ' Back soon ' })).toEqual({ minutes: 30, message: 'Back soon' });
    expect(codesOf(managerPauseRequestSchema, { minutes: 4 })).toEqual(['field_invalid']);
    expect(codesOf(managerPauseRequestSchema, { minutes: 1441 })).toEqual(['field_invalid']);
    expect(codesOf(managerPauseRequestSchema, { minutes: 'long' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(managerPauseRequestSchema, { minutes: 10.5 })).toEqual(['field_must_be_numeric']);
    expect(codesOf(managerPauseRequestSchema, { minutes: 30, message: 'x'.repeat(301) })).toEqual(['field_too_long']);
  });

  it('add 0, 15, 30, 45 or 60 busy minutes, for two hours unless told', () => {
    for (const extraMinutes of [0, 15, 30, 45, 60]) expect(parsed(managerBusyRequestSchema, { extraMinutes })).toEqual({ extraMinutes, minutes: 120 });
    expect(codesOf(managerBusyRequestSchema, { extraMinutes: 20 })).toEqual(['field_invalid']);
    expect(codesOf(managerBusyRequestSchema, { extraMinutes: 15, minutes: 4 })).toEqual(['field_invalid']);
    expect(codesOf(managerBusyRequestSchema, { extraMinutes: 15, minutes: 1441 })).toEqual(['field_invalid']);
  });

  it('set a dish\'s stock from 0 to the maximum, or null for unlimited', () => {
    expect(parsed(setProductStockRequestSchema, { productId: 7, stock: null })).toEqual({ productId: 7, stock: null });
    expect(parsed(setProductStockRequestSchema, { productId: 7, stock: STOCK_MAX }).stock).toBe(STOCK_MAX);
    expect(codesOf(setProductStockRequestSchema, { productId: 7, stock: -1 })).toEqual(['field_invalid']);
    expect(codesOf(setProductStockRequestSchema, { productId: 7, stock: STOCK_MAX + 1 })).toEqual(['field_invalid']);
    expect(codesOf(setProductStockRequestSchema, { productId: 7, stock: 1.5 })).toEqual(['field_must_be_numeric']);
  });
});
