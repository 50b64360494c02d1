import { describe, expect, it } from 'vitest';
import { isTruthyFlag } from './flags.ts';

describe('URL flags', () => {
  it('read 1, true, yes and on (any case) as set, everything else as not set', () => {
    for (const text of ['1', 'true', 'TRUE', ' 1 ', true, 1]) expect(isTruthyFlag(text), String(text)).toBe(true);
    for (const text of ['0', 'false', 'no', 'off', 'yes', 'on', '', null, undefined, 'maybe', false, 0, 2]) expect(isTruthyFlag(text), String(text)).toBe(false);
  });
});
