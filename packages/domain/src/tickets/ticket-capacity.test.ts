import { describe, expect, it } from 'vitest';
import { checkTicketCapacity } from './ticket-capacity.ts';

describe('checkTicketCapacity', () => {
  it('accepts what fits and refuses the rest', () => {
    expect(checkTicketCapacity(null, 100)).toEqual({ ok: true });
    expect(checkTicketCapacity(3, 3)).toEqual({ ok: true });
    expect(checkTicketCapacity(3, 4)).toEqual({ ok: false, code: 'capacity_is_full' });
    expect(checkTicketCapacity(0, 1)).toEqual({ ok: false, code: 'capacity_is_full' });
  });
});
