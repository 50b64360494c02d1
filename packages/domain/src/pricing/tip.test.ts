import { describe, expect, it } from 'vitest';
import { TIP_MAX_AMOUNT } from '../schemas/basket.ts';
import { parseTip, tipMaxCents } from './tip.ts';

describe('parseTip', () => {
  it('takes a positive amount with at most two decimals', () => {
    expect(parseTip('2.50')).toEqual({ ok: true, cents: 250 });
    expect(parseTip(1)).toEqual({ ok: true, cents: 100 });
  });

  it('refuses zero, negative and non-numeric tips', () => {
    for (const bad of ['0', -1, 'abc', '1.234', '']) expect(parseTip(bad)).toEqual({ ok: false, code: 'tip_invalid' });
  });
});

describe('tipMaxCents', () => {
  it('is the subtotal up to the largest tip, and never below zero', () => {
    expect(tipMaxCents(2_500)).toBe(2_500);
    expect(tipMaxCents(TIP_MAX_AMOUNT * 100 + 1)).toBe(TIP_MAX_AMOUNT * 100);
    expect(tipMaxCents(0)).toBe(0);
    expect(tipMaxCents(-300)).toBe(0);
  });

  it('takes the smallest positive tip and refuses nothing-at-all', () => {
    expect(parseTip('0.01')).toEqual({ ok: true, cents: 1 });
    expect(parseTip('0.00')).toEqual({ ok: false, code: 'tip_invalid' });
  });
});
