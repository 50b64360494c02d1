import type { AttributeGroup } from '@tavola/domain/attributes/attribute-selection';
import { validateSelection } from '@tavola/domain/attributes/attribute-selection';
import type { MessageParams } from '@tavola/domain/messages/catalogue';
import { FieldErrors } from '../../http/errors.ts';
import type { AttributeGroupWithItems } from './menu-lookup-repo.ts';

export function domainGroup(group: AttributeGroupWithItems): AttributeGroup {
  return {
    id: group.id,
    name: group.name,
    minimumValue: group.minimumValue,
    maximumValue: group.maximumValue,
    isMultiSelect: group.isMultiSelect,
    items: group.items,
  };
}

/** The most units of one attribute item a line may carry (the request schema's own maximum). */
export const ATTRIBUTE_ITEM_QUANTITY_MAX = 99;

/**
 * Attribute min/max and unknown items as the 422 field map of `field` (spec §5). Every unit counts
 * against a group's maximum: [2, 2] and {id: 2, quantity: 99} are two and 99 picks, so a
 * single-choice group takes exactly one unit; no item goes beyond ATTRIBUTE_ITEM_QUANTITY_MAX.
 */
export function assertAttributeSelection(
  groups: AttributeGroupWithItems[],
  items: readonly { id: number; quantity: number }[],
  field: string,
): void {
  if (items.some((item) => item.quantity > ATTRIBUTE_ITEM_QUANTITY_MAX)) throw FieldErrors.single(field, 'field_invalid');
  const units = items.flatMap((item) => Array.from({ length: item.quantity }, () => item.id));
  const errors = validateSelection(groups.map(domainGroup), units);
  if (errors.length === 0) return;
  throw new FieldErrors({
    [field]: errors.map((error) => ({ code: error.code, params: definedParams(error.params) })),
  });
}

export function definedParams(params: Record<string, string | number | undefined>): MessageParams {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as MessageParams;
}
