import type { MessageCode } from '../messages/catalogue.ts';

interface DeliveryChoice {
  deliveryTypes: readonly string[];
  zones: readonly { postalCode?: string }[];
}

export interface SettingsProblem {
  path: (string | number)[];
  code: MessageCode;
}

/**
 * The rules a restaurant's delivery settings follow beyond each field's own (the import file's
 * checkReferences says the same): something is offered, delivery has somewhere to go, one zone per postal code.
 */
export function checkDeliverySettings(choice: DeliveryChoice): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (choice.deliveryTypes.length === 0) problems.push({ path: ['deliveryTypes'], code: 'delivery_types_required' });
  if (new Set(choice.deliveryTypes).size !== choice.deliveryTypes.length) problems.push({ path: ['deliveryTypes'], code: 'field_invalid' });
  if (choice.deliveryTypes.includes('delivery') && choice.zones.length === 0) problems.push({ path: ['zones'], code: 'delivery_zone_required' });
  const seen = new Set<string>();
  choice.zones.forEach((zone, index) => {
    if (zone.postalCode === undefined) return;
    if (seen.has(zone.postalCode)) problems.push({ path: ['zones', index, 'postalCode'], code: 'postal_code_duplicate' });
    seen.add(zone.postalCode);
  });
  return problems;
}
