import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  MANAGER_ORDERS_MAX_PAGE_SIZE,
  STAFF_ROLES,
  STOCK_MAX,
  boardOrderSchema,
  kitchenOrderSchema,
  managerBoardEventSchema,
  managerBusyRequestSchema,
  managerLogInRequestSchema,
  managerOrderSchema,
  managerOrdersQuerySchema,
  managerPauseRequestSchema,
  managerProductSchema,
  managerRestaurantSchema,
  managerSetPasswordRequestSchema,
  managerSummaryQuerySchema,
  managerSummarySchema,
  managerTableSchema,
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

/** A pizza order as the board gets it: paid online, on a table's bill. */
const line = { id: 1, productId: 7, name: 'Margherita', quantity: 2, is_package: 0, attributeItems: [], items: [], depot: null, extra_info: null, price: 9, totalPrice: 18 };
const boardOrder = {
  orderId: 'A1b2C3d4', orderNumber: 1042, restaurant_id: 1, status: 'received', is_online_payment: true, payment_id: 'tr_WDqYK6vllg',
  paymentType: 'mollie', paymentStatus: 'paid', paymentLink: null, deliveryType: 'pickup', deliveryTime: null,
  subtotal: 18, voucher_code: null, voucherValue: 0, shipping_price: 0, tip: 2, total_price: 20, currency: 'EUR', user_details: null,
  products: [line], table: { id: 3, name: 'Table 3', capacity: 4 }, bill_requested: false, created_at: '2026-11-26 18:02:11',
  refunded: false, awaiting_payment: false, updated_at: '2026-11-26 18:03:40',
  table_bill: { status: 'open', order_paid: 10, order_total: 20, bill_paid: 10, bill_total: 45 },
};

describe('the board\'s orders', () => {
  it('take only whole YYYY-MM-DD days', () => {
    for (const from_date of ['on 2026-11-01', '2026-11-01T10:00']) {
      expect(issuesOf(managerOrdersQuerySchema, { from_date }), from_date).toEqual([{ path: 'from_date', code: 'field_invalid' }]);
    }
  });

  it('keep everything the restaurant sees, with the table bill open or paid', () => {
    expect(parsed(managerOrderSchema, boardOrder)).toEqual(boardOrder);
    const paidBill = { ...boardOrder, table_bill: { ...boardOrder.table_bill, status: 'paid', order_paid: 20, bill_paid: 45 } };
    expect(parsed(managerOrderSchema, paidBill)).toEqual(paidBill);
    expect(issuesOf(managerOrderSchema, { ...boardOrder, table_bill: { ...boardOrder.table_bill, status: 'closed' } })).toHaveLength(1);
  });

  it('show the kitchen exactly the fields without money, dish lines without prices', () => {
    const shown = parsed(kitchenOrderSchema, boardOrder);
    expect(Object.keys(shown)).toEqual([
      'orderId', 'orderNumber', 'restaurant_id', 'status', 'is_online_payment', 'paymentType', 'paymentStatus', 'deliveryType', 'deliveryTime',
      'currency', 'user_details', 'table', 'bill_requested', 'created_at', 'refunded', 'awaiting_payment', 'updated_at', 'products',
    ]);
    expect(shown.products).toEqual([{ id: 1, productId: 7, name: 'Margherita', quantity: 2, is_package: 0, attributeItems: [], items: [], depot: null, extra_info: null }]);
  });

  it('answer the full order to owners and managers, the kitchen\'s to the kitchen', () => {
    expect(parsed(boardOrderSchema, boardOrder)).toEqual(boardOrder);
    const kitchenView = parsed(kitchenOrderSchema, boardOrder);
    expect(parsed(boardOrderSchema, kitchenView)).toEqual(kitchenView);
  });
});

describe('the manager\'s answers', () => {
  it('describe the restaurant signed in to, its levers and the others to open, for every role', () => {
    for (const role of STAFF_ROLES) {
      const restaurant = {
        id: 1, name: 'Pizzeria Roma', slug: 'pizzeria-roma', timeZone: 'Europe/Berlin', currency: 'EUR', lang: 'de',
        manager: { email: 'chef@example.com', role },
        ordering: { pausedUntil: '2026-11-26T19:00:00Z', pauseMessage: 'Back at seven', busyExtraMinutes: 15, busyUntil: null },
        restaurants: [{ id: 2, name: 'Roma Süd', slug: 'roma-sued' }],
      };
      expect(parsed(managerRestaurantSchema, restaurant), role).toEqual(restaurant);
    }
  });

  it('stream every kind of board event, a booking or a cancellation included', () => {
    for (const kind of ['created', 'status', 'payment', 'bill', 'robot', 'call_done', 'reservation']) {
      expect(parsed(managerBoardEventSchema, { orderId: 'A1', kind, status: 'received', paymentStatus: null }), kind).toEqual({ orderId: 'A1', kind, status: 'received', paymentStatus: null });
    }
    for (const action of ['booked', 'cancelled']) {
      const event = {
        orderId: '', kind: 'reservation', status: '', paymentStatus: null, tableName: 'Table 3', awaitingPayment: false,
        reservation: { action, name: 'Anna Schmidt', date: '2026-11-28', time: '19:30', people: 4, tableName: 'Table 3' },
      };
      expect(parsed(managerBoardEventSchema, event), action).toEqual(event);
    }
    expect(issuesOf(managerBoardEventSchema, { orderId: 'A1', kind: 'deleted', status: 'received', paymentStatus: null })).toHaveLength(1);
  });

  it('sum the day by payment type and list dishes and tables', () => {
    const summary = { currency: 'EUR', orders: 3, total: 61.5, byPaymentType: [{ paymentType: 'cash', orders: 2, total: 41.5 }, { paymentType: 'mollie', orders: 1, total: 20 }] };
    expect(parsed(managerSummarySchema, summary)).toEqual(summary);
    const product = { id: 7, name: 'Margherita', category: 'Pizza', stock: null };
    expect(parsed(managerProductSchema, product)).toEqual(product);
    const table = { id: 3, name: 'Table 3', capacity: 4, area: 'Terrace', reservable: true, url: 'https://roma.example.com/t/abc', svg: '<svg/>' };
    expect(parsed(managerTableSchema, table)).toEqual(table);
  });

  it('refuse busy minutes that are not a whole number', () => {
    expect(issuesOf(managerBusyRequestSchema, { extraMinutes: 15, minutes: 'long' })).toEqual([{ path: 'minutes', code: 'field_must_be_numeric' }]);
    expect(issuesOf(managerBusyRequestSchema, { extraMinutes: 15, minutes: 90.5 })).toEqual([{ path: 'minutes', code: 'field_must_be_numeric' }]);
  });
});
