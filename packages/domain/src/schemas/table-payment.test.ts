import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import { BILL_SHARE_UNITS_MAX, BILL_SPLIT_MAX, BILL_SPLIT_MIN } from '../tables/table-bill.ts';
import {
  createTableBillRequestSchema,
  managerTableBillsSchema,
  payTableShareRequestSchema,
  tableBillEventRequestSchema,
  tableBillQuerySchema,
  tableBillSchema,
  tableBillSocketMessageSchema,
  tableSharePaymentSchema,
} from './table-payment.ts';

const units = (count: number) => Array.from({ length: count }, (_, unit) => ({ orderLineId: 5, unit }));

describe('opening a table bill', () => {
  it('needs the guest\'s basket or eat-here order', () => {
    expect(parsed(createTableBillRequestSchema, { basketId: 'b-1', tableName: ' Table 3 ' })).toEqual({ basketId: 'b-1', tableName: 'Table 3' });
    expect(parsed(createTableBillRequestSchema, { orderId: 'A1' })).toEqual({ orderId: 'A1' });
    expect(issuesOf(createTableBillRequestSchema, { tablePaymentId: 'tp' })).toEqual([{ path: 'basketId', code: 'table_does_not_exists' }]);
    expect(codesOf(createTableBillRequestSchema, { basketId: 'b-1', tableName: 'x'.repeat(101) })).toEqual(['field_invalid']);
    expect(codesOf(tableBillQuerySchema, { tablePaymentId: ' ' })).toEqual(['field_required']);
    expect(codesOf(tableBillQuerySchema, { tablePaymentId: 'x'.repeat(65) })).toEqual(['field_invalid']);
  });
});

describe('picking units', () => {
  it('selects or unselects up to the share maximum of whole units', () => {
    expect(parsed(tableBillEventRequestSchema, { tablePaymentId: 'tp', action: 'select', basketItems: [{ orderLineId: '5', unit: '0' }] })).toEqual({
      tablePaymentId: 'tp',
      action: 'select',
      basketItems: [{ orderLineId: 5, unit: 0 }],
    });
    expect(parsed(tableBillEventRequestSchema, { tablePaymentId: 'tp', action: 'unselect', basketItems: units(BILL_SHARE_UNITS_MAX) }).basketItems).toHaveLength(BILL_SHARE_UNITS_MAX);
    const pick = { tablePaymentId: 'tp', action: 'select' };
    expect(codesOf(tableBillEventRequestSchema, { ...pick, action: 'grab', basketItems: [] })).toEqual(['field_invalid']);
    expect(codesOf(tableBillEventRequestSchema, { ...pick, basketItems: units(BILL_SHARE_UNITS_MAX + 1) })).toEqual(['field_invalid']);
    expect(codesOf(tableBillEventRequestSchema, { ...pick, basketItems: [{ orderLineId: 5, unit: -1 }] })).toEqual(['field_invalid']);
    expect(codesOf(tableBillEventRequestSchema, { ...pick, basketItems: [{ orderLineId: 5, unit: 1000 }] })).toEqual(['field_invalid']);
    expect(codesOf(tableBillEventRequestSchema, { ...pick, basketItems: [{ orderLineId: 5, unit: 0.5 }] })).toEqual(['field_must_be_numeric']);
    expect(codesOf(tableBillEventRequestSchema, { ...pick, basketItems: [{ orderLineId: 5, unit: 'one' }] })).toEqual(['field_must_be_numeric']);
  });
});

describe('paying a share', () => {
  const pay = { tablePaymentId: 'tp', paymentType: 'mollie' };

  it('pays chosen units or an equal part, online only', () => {
    expect(parsed(payTableShareRequestSchema, { ...pay, basketItems: units(2) }).basketItems).toHaveLength(2);
    expect(parsed(payTableShareRequestSchema, { ...pay, paymentType: 'saferPay', split: String(BILL_SPLIT_MIN) }).split).toBe(BILL_SPLIT_MIN);
    expect(parsed(payTableShareRequestSchema, { ...pay, split: BILL_SPLIT_MAX, basketItems: [] }).split).toBe(BILL_SPLIT_MAX);
  });

  it('needs exactly one of units or a split, and refuses cash', () => {
    expect(issuesOf(payTableShareRequestSchema, pay)).toEqual([{ path: 'basketItems', code: 'table_bill_choose_items' }]);
    expect(codesOf(payTableShareRequestSchema, { ...pay, basketItems: [] })).toEqual(['table_bill_choose_items']);
    expect(codesOf(payTableShareRequestSchema, { ...pay, basketItems: units(1), split: 2 })).toEqual(['table_bill_choose_items']);
    expect(codesOf(payTableShareRequestSchema, { ...pay, paymentType: 'cash', split: 2 })).toEqual(['payment_type_invalid']);
    expect(codesOf(payTableShareRequestSchema, { ...pay, split: BILL_SPLIT_MIN - 1 })).toContain('field_invalid');
    expect(codesOf(payTableShareRequestSchema, { ...pay, split: BILL_SPLIT_MAX + 1 })).toContain('field_invalid');
    expect(codesOf(payTableShareRequestSchema, { ...pay, split: 2.5 })).toContain('field_must_be_numeric');
    expect(codesOf(payTableShareRequestSchema, { ...pay, split: 'half' })).toContain('field_must_be_numeric');
    expect(codesOf(payTableShareRequestSchema, { ...pay, basketItems: units(BILL_SHARE_UNITS_MAX + 1) })).toContain('field_invalid');
  });
});

describe('bill answers', () => {
  it('keep what the bill screen and the board read', () => {
    const bill = {
      tablePaymentId: 'tp',
      tableName: 'Table 3',
      status: 'open',
      total: 30,
      paid: 10,
      pending: 5,
      left: 15,
      splitStarted: false,
      splitBase: 30,
      items: ['open', 'pending', 'paid'].map((state, unit) => ({ orderLineId: 5, unit, name: 'Beer', orderNumber: 1042, price: 5, state })),
    };
    expect(parsed(tableBillSchema, bill)).toEqual(bill);
    expect(parsed(tableBillSchema, { ...bill, status: 'paid' }).status).toBe('paid');
    expect(codesOf(tableBillSchema, { ...bill, items: [{ ...bill.items[0], state: 'lost' }] })).toHaveLength(1);
    const share = { tablePaymentId: 'tp', shareId: 's1', amount: 5, paymentLink: 'https://pay/1' };
    expect(parsed(tableSharePaymentSchema, share)).toEqual(share);
    const board = { pin: '1234', bills: [{ tablePaymentId: 'tp', tableName: 'Table 3', status: 'paid', total: 30, paid: 30, left: 0, openedAt: '2026-11-26T18:00:00Z' }] };
    expect(parsed(managerTableBillsSchema, board)).toEqual(board);
    const openBill = { ...board.bills[0], status: 'open', paid: 10, left: 20 };
    expect(parsed(managerTableBillsSchema, { pin: '1234', bills: [openBill] })).toEqual({ pin: '1234', bills: [openBill] });
  });

  it('tell the three socket messages apart', () => {
    expect(parsed(tableBillSocketMessageSchema, { type: 'hello', socketId: 's' })).toEqual({ type: 'hello', socketId: 's' });
    expect(parsed(tableBillSocketMessageSchema, { type: 'bill_changed', tablePaymentId: 'tp' })).toEqual({ type: 'bill_changed', tablePaymentId: 'tp' });
    const picks = { type: 'picks', action: 'unselect', socketId: 's', basketItems: [{ orderLineId: 1, unit: 0 }] };
    expect(parsed(tableBillSocketMessageSchema, picks)).toEqual(picks);
    expect(codesOf(tableBillSocketMessageSchema, { type: 'bye' })).toHaveLength(1);
  });
});
