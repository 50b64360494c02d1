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

/** Attribute min/max and unknown items as the 422 field map of `field` (spec §5). */
export function assertAttributeSelection(groups: AttributeGroupWithItems[], itemIds: number[], field: string): void {
  const errors = validateSelection(groups.map(domainGroup), itemIds);
  if (errors.length === 0) return;
  throw new FieldErrors({
    [field]: errors.map((error) => ({ code: error.code, params: definedParams(error.params) })),
  });
}

export function definedParams(params: Record<string, string | number | undefined>): MessageParams {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as MessageParams;
}
