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
    return { ...entry, ...type };
  });
  return { ...document, deliveryTypes: [...merged, ...saved.values()], closePeriods: change.closePeriods };
}
