/** A delivery zone: listed postal codes and/or postal-code prefixes, with its fee and minimum. */
export interface ShippingZone {
  postalCodes?: readonly string[];
  prefixes?: readonly string[];
  feeCents: number;
  minimumOrderCents: number;
}

/** Spec §5: a postal code must be numeric. */
export function isNumericPostalCode(postalCode: string): boolean {
  return /^\d+$/.test(postalCode.trim());
}

/**
 * The zone delivering to a postal code, or null (not numeric, or outside the delivery area →
 * 'postal_code_not_in_delivery_area'). A listed code beats any prefix; among prefixes the longest
 * wins; remaining ties go to the earlier zone.
 */
export function shippingForPostalCode<Z extends ShippingZone>(zones: readonly Z[], postalCode: string): Z | null {
  const code = postalCode.trim();
  if (!isNumericPostalCode(code)) return null;
  const exact = zones.find((zone) => zone.postalCodes?.some((listed) => listed.trim() === code));
  if (exact) return exact;
  let best: Z | null = null;
  let bestLength = 0;
  for (const zone of zones) {
    for (const prefix of zone.prefixes ?? []) {
      const trimmed = prefix.trim();
      if (trimmed.length > bestLength && code.startsWith(trimmed)) {
        best = zone;
        bestLength = trimmed.length;
      }
    }
  }
  return best;
}
