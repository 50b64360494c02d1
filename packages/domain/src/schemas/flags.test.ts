import { describe, expect, it } from 'vitest';
import { isTruthyFlag } from './flags.ts';

describe('URL flags', () => {
  it('read 1, true, yes and on (any case) as set, everything else as not set', () => {
    for (const text of ['1', 'true', 'TRUE', 'yes', 'on', ' 1 ', true]) expect(isTruthyFlag(text), String(text)).toBe(true);
    for (const text of ['0', 'false', 'no', 'off', '', null, undefined, 'maybe', false]) expect(isTruthyFlag(text), String(text)).toBe(false);
  });
});
