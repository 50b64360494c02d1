import { describe, expect, it } from 'vitest';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  boardCallDoneRequestSchema,
  boardCallSchema,
} from './board-calls.ts';

describe('marking a table call done', () => {
  it('takes the call id as a number or as text', () => {
    expect(parsed(boardCallDoneRequestSchema, { id: '12', lang: 'de' })).toEqual({ id: 12, lang: 'de' });
  });

  it('refuses an id that is no positive whole number, and unknown fields', () => {
    expect(codesOf(boardCallDoneRequestSchema, { id: 'abc' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(boardCallDoneRequestSchema, { id: 1.5 })).toEqual(['field_must_be_numeric']);
    expect(codesOf(boardCallDoneRequestSchema, { id: 0 })).toEqual(['field_invalid']);
    expect(codesOf(boardCallDoneRequestSchema, { id: 3, tableName: 'T1' })).toHaveLength(1);
  });
});

describe('the board\'s calls', () => {
  it('are read whole, open or done', () => {
    const open = { id: 7, tableName: 'Table 3', calledAt: '2026-11-26T19:05:00Z', doneAt: null, doneBy: null };
    const done = { ...open, id: 8, doneAt: '2026-11-26T19:07:00Z', doneBy: 'waiter@example.com' };
    expect(parsed(boardCallSchema, open)).toEqual(open);
    expect(parsed(boardCallSchema, done)).toEqual(done);
  });
});
