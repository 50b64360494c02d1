import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  acceptVouchersRequestSchema,
  createVoucherRequestSchema,
  deliverySectionSchema,
  saveDeliveryRequestSchema,
  saveTipsRequestSchema,
  tipSettingsSchema,
  updateVoucherRequestSchema,
  voucherCodeParamsSchema,
  vouchersSectionSchema,
} from './owner-delivery.ts';

describe('saving delivery settings', () => {
  it('takes the offered types and zones with the import\'s own zone shape', () => {
    const saved = parsed(saveDeliveryRequestSchema, { revision: 1, deliveryTypes: ['delivery', 'pickup'], zones: [{ postalCode: '10115', fee: 2.5 }] });
    expect(saved.zones).toEqual([{ postalCode: '10115', fee: 2.5, minimumOrder: 0 }]);
  });

  it('reports the cross-field rules at their fields', () => {
    expect(issuesOf(saveDeliveryRequestSchema, { revision: 1, deliveryTypes: ['delivery'], zones: [] })).toEqual([{ path: 'zones', code: 'delivery_zone_required' }]);
    expect(issuesOf(saveDeliveryRequestSchema, { revision: 1, deliveryTypes: ['delivery'], zones: [{ postalCode: '10115', fee: 1 }, { postalCode: '10115', fee: 2 }] })).toEqual([
      { path: 'zones.1.postalCode', code: 'postal_code_duplicate' },
    ]);
    expect(codesOf(saveDeliveryRequestSchema, { revision: 1, deliveryTypes: ['drone'], zones: [] })).toHaveLength(1);
    expect(codesOf(saveDeliveryRequestSchema, { revision: 1, deliveryTypes: ['pickup', 'here', 'delivery', 'pickup'], zones: [{ postalCode: '10115', fee: 1 }] })).toHaveLength(1);
  });

  it('answers the section with its revision', () => {
    const section = { revision: 3, value: { deliveryTypes: ['pickup'], zones: [] } };
    expect(parsed(deliverySectionSchema, section)).toEqual(section);
  });
});

describe('tips', () => {
  it('take up to three rising presets from 1 to 50 %', () => {
    expect(parsed(saveTipsRequestSchema, { revision: 0, tipRequest: true, tipPresets: [5, 10, 15] }).tipPresets).toEqual([5, 10, 15]);
    expect(codesOf(saveTipsRequestSchema, { revision: 0, tipRequest: true, tipPresets: [10, 5] })).toEqual(['tip_presets_order']);
    expect(codesOf(saveTipsRequestSchema, { revision: 0, tipRequest: true, tipPresets: [10, 10] })).toEqual(['tip_presets_order']);
    expect(codesOf(saveTipsRequestSchema, { revision: 0, tipRequest: true, tipPresets: [] })).toEqual(['field_required']);
    expect(codesOf(saveTipsRequestSchema, { revision: 0, tipRequest: true, tipPresets: [1, 2, 3, 4] })).toEqual(['field_invalid']);
    expect(codesOf(saveTipsRequestSchema, { revision: 0, tipRequest: true, tipPresets: [0] })).toEqual(['field_invalid']);
    expect(codesOf(saveTipsRequestSchema, { revision: 0, tipRequest: true, tipPresets: [51] })).toEqual(['field_invalid']);
    expect(codesOf(saveTipsRequestSchema, { revision: 0, tipRequest: true, tipPresets: [2.5] })).toEqual(['field_must_be_numeric']);
  });
});

describe('vouchers', () => {
  const voucher = { code: 'SUMMER10', kind: 'percent', value: 10 };

  it('are created, changed and switched off with the import\'s voucher shape', () => {
    expect(parsed(createVoucherRequestSchema, { revision: 1, voucher }).voucher).toMatchObject(voucher);
    expect(parsed(updateVoucherRequestSchema, { revision: 1, voucher, active: false }).active).toBe(false);
    expect(codesOf(updateVoucherRequestSchema, { revision: 1, voucher })).toHaveLength(1);
    expect(codesOf(createVoucherRequestSchema, { revision: 1, voucher: { ...voucher, code: 'x' } })).toHaveLength(1);
    expect(parsed(voucherCodeParamsSchema, { code: 'SUMMER10' })).toEqual({ code: 'SUMMER10' });
    expect(codesOf(voucherCodeParamsSchema, { code: '' })).toHaveLength(1);
    expect(codesOf(voucherCodeParamsSchema, { code: 'x'.repeat(41) })).toHaveLength(1);
    expect(parsed(acceptVouchersRequestSchema, { revision: 2, acceptVouchers: false })).toEqual({ revision: 2, acceptVouchers: false });
  });

  it('are listed with use counts and expiry', () => {
    const listed = { code: 'SUMMER10', kind: 'fixed', value: 5, validUntil: '2026-08-31', usageLimit: null, minimumOrder: 20, active: true, timesUsed: 3, expired: true };
    expect(parsed(vouchersSectionSchema, { revision: 1, value: { vouchers: [listed], acceptVouchers: true } }).value.vouchers).toEqual([listed]);
  });
});

describe('delivery answers and issues', () => {
  it('read the tip settings whole', () => {
    const tips = { tipRequest: true, tipPresets: [5, 10, 15] };
    expect(parsed(tipSettingsSchema, tips)).toEqual(tips);
  });

  it('list a percent voucher as well as a fixed one', () => {
    const listed = { code: 'AUTUMN15', kind: 'percent', value: 15, usageLimit: 100, minimumOrder: 0, active: true, timesUsed: 0, expired: false };
    expect(parsed(vouchersSectionSchema, { revision: 1, value: { vouchers: [listed], acceptVouchers: true } }).value.vouchers).toEqual([listed]);
  });

  it('report a broken cross-field rule as a custom issue', () => {
    const result = saveDeliveryRequestSchema.safeParse({ revision: 1, deliveryTypes: ['delivery'], zones: [] });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['custom']);
  });
});
