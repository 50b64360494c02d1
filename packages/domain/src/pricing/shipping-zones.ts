import { assertCents } from './money.ts';

/**
 * A delivery zone: a postal code, a list of them and/or postal-code prefixes, with its fee and
 * minimum order value; optionally free delivery from a goods subtotal on.
 */
export interface ShippingZone {
  postalCode?: string;
  postalCodes?: readonly string[];
  prefixes?: readonly string[];
  feeCents: number;
  minimumOrderCents: number;
  /** No fee from this goods subtotal on; null/absent = always charged. */
  freeDeliveryFromCents?: number | null;
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
  const exact = zones.find((zone) => listedCodes(zone).some((listed) => listed.trim() === code));
  if (exact) return exact;
  let best: Z | null = null;
  let bestLength = 0;
  for (const zone of zones) {
    // Stryker disable next-line ArrayDeclaration: equivalent — only numeric codes get here, and no numeric code starts with a text entry.
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

function listedCodes(zone: ShippingZone): readonly string[] {
  // Stryker disable next-line ArrayDeclaration: equivalent — only numeric codes are compared, and no numeric code equals a text entry.
  return zone.postalCode === undefined ? (zone.postalCodes ?? []) : [zone.postalCode, ...(zone.postalCodes ?? [])];
}

/** The zone's fee for a goods subtotal (before discount): 0 once free delivery is reached. */
export function shippingFeeCents(zone: ShippingZone, subtotalCents: number): number {
  assertCents(zone.feeCents, 'feeCents');
  assertCents(subtotalCents, 'subtotalCents');
  const freeFrom = zone.freeDeliveryFromCents;
  return typeof freeFrom === 'number' && subtotalCents >= freeFrom ? 0 : zone.feeCents;
}

/**
 * What the goods still lack for the zone's free delivery: null when the zone always charges, 0 once
 * reached. Said on the menu and in the basket as soon as the guest's postal code is known (issue 26 item 18).
 */
export function freeDeliveryMissingCents(zone: ShippingZone, subtotalCents: number): number | null {
  assertCents(subtotalCents, 'subtotalCents');
  const freeFrom = zone.freeDeliveryFromCents;
  if (freeFrom === null || freeFrom === undefined || zone.feeCents === 0) return null;
  return Math.max(0, freeFrom - subtotalCents);
}
