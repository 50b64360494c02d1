import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  ownerPrinterSchema,
  ownerPrintersSchema,
  printerCategoryChoicesSchema,
  PRINTERS_MAX,
  printerTroublesSchema,
  printQueuedSchema,
  printTestPageSchema,
  reprintOrderSchema,
} from './owner-printers.ts';

const kitchen = { name: 'Kitchen', host: '192.168.1.50' };

describe('a kitchen printer', () => {
  it('takes a name and a host, and prints every order on port 9100 when accepted unless told otherwise', () => {
    expect(parsed(ownerPrinterSchema, { ...kitchen, name: '  Kitchen ' })).toEqual({
      name: 'Kitchen',
      host: '192.168.1.50',
      port: 9100,
      deliveryTypes: [],
      categoryIds: [],
      printOn: 'accept',
    });
    const bar = { id: 3, name: 'Bar', host: 'bar-printer.local', port: 65535, deliveryTypes: ['here', 'pickup'], categoryIds: [4], printOn: 'arrival' };
    expect(parsed(ownerPrinterSchema, bar)).toEqual(bar);
    expect(parsed(ownerPrinterSchema, { ...kitchen, host: 'fe80::1', port: 1, printOn: 'manual' }).port).toBe(1);
  });

  it('refuses a missing or long name, a host that could carry a path or a port number out of range', () => {
    expect(codesOf(ownerPrinterSchema, { ...kitchen, name: '   ' })).toEqual(['field_required']);
    expect(codesOf(ownerPrinterSchema, { ...kitchen, name: 'x'.repeat(60) })).toEqual([]);
    expect(codesOf(ownerPrinterSchema, { ...kitchen, name: 'x'.repeat(61) })).toEqual(['field_invalid']);
    for (const host of ['printer/../etc', 'http://printer', 'a b', '', 'x'.repeat(254)]) {
      expect(codesOf(ownerPrinterSchema, { ...kitchen, host })).toEqual(['printer_host_invalid']);
    }
    expect(codesOf(ownerPrinterSchema, { ...kitchen, host: 'x'.repeat(253) })).toEqual([]);
    for (const port of [0, 65536, 9100.5, '9100']) expect(codesOf(ownerPrinterSchema, { ...kitchen, port })).toEqual(['field_invalid']);
  });

  it('refuses unknown fields, delivery types and print moments', () => {
    expect(codesOf(ownerPrinterSchema, { ...kitchen, colour: 'red' })).toHaveLength(1);
    expect(codesOf(ownerPrinterSchema, { ...kitchen, deliveryTypes: ['drone'] })).toHaveLength(1);
    expect(codesOf(ownerPrinterSchema, { ...kitchen, deliveryTypes: ['here', 'here', 'pickup', 'delivery'] })).toHaveLength(1);
    expect(codesOf(ownerPrinterSchema, { ...kitchen, categoryIds: [0] })).toHaveLength(1);
    expect(codesOf(ownerPrinterSchema, { ...kitchen, printOn: 'always' })).toHaveLength(1);
  });
});

describe('the printer list', () => {
  it('keeps names apart whatever their case, and holds at most PRINTERS_MAX printers', () => {
    expect(parsed(ownerPrintersSchema, { printers: [kitchen, { name: 'Bar', host: 'bar' }] }).printers).toHaveLength(2);
    expect(issuesOf(ownerPrintersSchema, { printers: [kitchen, { name: 'Bar', host: 'bar' }, { name: 'KITCHEN', host: 'other' }] })).toEqual([
      { path: 'printers.2.name', code: 'printer_name_taken' },
    ]);
    const many = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Printer ${index}`, host: `10.0.0.${index + 1}` }));
    expect(codesOf(ownerPrintersSchema, { printers: many(PRINTERS_MAX) })).toEqual([]);
    expect(codesOf(ownerPrintersSchema, { printers: many(PRINTERS_MAX + 1) })).toHaveLength(1);
  });
});

describe('printing requests', () => {
  it('name a saved printer or an order', () => {
    expect(parsed(printTestPageSchema, { printerId: '4' })).toEqual({ printerId: 4 });
    expect(codesOf(printTestPageSchema, { printerId: 0 })).toHaveLength(1);
    expect(parsed(reprintOrderSchema, { orderId: ' A-17 ' })).toEqual({ orderId: 'A-17' });
    expect(codesOf(reprintOrderSchema, { orderId: '  ' })).toEqual(['field_required']);
    expect(codesOf(reprintOrderSchema, { orderId: 'A-17', extra: true })).toHaveLength(1);
  });
});

describe('printer details that are easy to get wrong', () => {
  it('trims the host an owner pasted with spaces', () => {
    expect(parsed(ownerPrinterSchema, { ...kitchen, host: ' 192.168.1.50 ' }).host).toBe('192.168.1.50');
  });

  it('accepts each print moment by name', () => {
    for (const printOn of ['accept', 'arrival', 'manual']) expect(parsed(ownerPrinterSchema, { ...kitchen, printOn }).printOn).toBe(printOn);
  });

  it('compares names in lower case, so Straße and Strasse are two printers', () => {
    const printers = [
      { name: 'Straße', host: '10.0.0.1' },
      { name: 'Strasse', host: '10.0.0.2' },
    ];
    expect(parsed(ownerPrintersSchema, { printers }).printers).toHaveLength(2);
  });

  it('reports a taken name as a custom issue', () => {
    const result = ownerPrintersSchema.safeParse({ printers: [kitchen, { name: 'kitchen', host: '10.0.0.9' }] });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['custom']);
  });
});

describe('printer answers', () => {
  it('keep the category choices, the troubles and the queued count whole', () => {
    const choices = [{ id: 4, name: 'Drinks' }];
    expect(parsed(printerCategoryChoicesSchema, choices)).toEqual(choices);
    const troubles = [{ id: 2, name: 'Bar', error: 'paper_out', since: '2026-11-26T18:00:00Z', waiting: 3 }];
    expect(parsed(printerTroublesSchema, troubles)).toEqual(troubles);
    expect(parsed(printQueuedSchema, { queued: 2 })).toEqual({ queued: 2 });
  });
});
