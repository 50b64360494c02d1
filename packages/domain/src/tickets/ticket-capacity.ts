import type { MessageCode } from '../messages/en.ts';

export type CapacityCheck = { ok: true } | { ok: false; code: Extract<MessageCode, 'capacity_is_full'> };

/** Whether `requested` places fit the capacity left (null = unlimited). */
export function checkTicketCapacity(capacityLeft: number | null, requested: number): CapacityCheck {
  if (capacityLeft === null || requested <= capacityLeft) return { ok: true };
  return { ok: false, code: 'capacity_is_full' };
}
