import { describe, expect, it } from 'vitest';
import { parseTip } from './tip.ts';

describe('parseTip', () => {
  it('takes a positive amount with at most two decimals', () => {
    expect(parseTip('2.50')).toEqual({ ok: true, cents: 250 });
    expect(parseTip(1)).toEqual({ ok: true, cents: 100 });
  });

  it('refuses zero, negative and non-numeric tips', () => {
    for (const bad of ['0', -1, 'abc', '1.234', '']) expect(parseTip(bad)).toEqual({ ok: false, code: 'tip_invalid' });
  });
});
