import { describe, expect, it } from 'vitest';
import { PAGE_MAX } from '../limits.ts';
import { pageParamOf } from './page-param.ts';

describe('pageParamOf', () => {
  it('reads a whole page number within range', () => {
    expect(pageParamOf('1')).toBe(1);
    expect(pageParamOf('2')).toBe(2);
    expect(pageParamOf(String(PAGE_MAX))).toBe(PAGE_MAX);
  });

  it('takes page 1 for anything else', () => {
    for (const raw of [null, undefined, '', '0', '-1', '1.5', 'abc', String(PAGE_MAX + 1), '1e9']) {
      expect(pageParamOf(raw), String(raw)).toBe(1);
    }
  });
});
