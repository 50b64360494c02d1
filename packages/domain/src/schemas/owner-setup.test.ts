import { describe, expect, it } from 'vitest';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import { goLiveRequestSchema } from './owner-setup.ts';

describe('going live', () => {
  it('takes nothing but the client context', () => {
    expect(parsed(goLiveRequestSchema, { restaurantId: '5' })).toEqual({ restaurantId: 5 });
    expect(parsed(goLiveRequestSchema, {})).toEqual({});
    expect(codesOf(goLiveRequestSchema, { status: 'live' })).toHaveLength(1);
  });
});
