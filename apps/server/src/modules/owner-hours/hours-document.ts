import { DEFAULT_SLOT_STEP_MINUTES } from '@tavola/domain/limits';
import type { HoursDeliveryType, HoursValue } from '@tavola/domain/schemas/owner-hours';

/**
 * The import document with the owner's hours in it, so the export writes what they set: the saved
 * delivery types' schedule fields are replaced (anything else a type carries stays), types the
 * document lacks are added, and the close periods are replaced as a whole.
 */
export function withHours(
  document: Record<string, unknown>,
  change: { deliveryTypes: HoursDeliveryType[]; closePeriods: HoursValue['closePeriods'] },
): Record<string, unknown> {
  const stored = Array.isArray(document.deliveryTypes) ? (document.deliveryTypes as Array<Record<string, unknown>>) : [];
  const saved = new Map(change.deliveryTypes.map((type) => [type.type, type]));
  const merged = stored.map((entry) => {
    const type = saved.get(entry.type as HoursDeliveryType['type']);
    if (!type) return entry;
    saved.delete(type.type);
    return withStep({ ...entry, ...type }, type);
  });
  const added = [...saved.values()].map((type) => withStep({ ...type }, type));
  return { ...document, deliveryTypes: [...merged, ...added], closePeriods: change.closePeriods };
}

/**
 * A saved type without a step has the default one: a step the document held before must not
 * survive the merge, and the default is left unsaid, as a hand-written file leaves it.
 */
function withStep(entry: Record<string, unknown>, type: HoursDeliveryType): Record<string, unknown> {
  const { slotStepMinutes: _, ...rest } = entry;
  const step = type.slotStepMinutes ?? DEFAULT_SLOT_STEP_MINUTES;
  return step === DEFAULT_SLOT_STEP_MINUTES ? rest : { ...rest, slotStepMinutes: step };
}
