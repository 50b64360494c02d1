import type { MessageCode } from '../messages/en.ts';

/** An attribute (extra items) group as the menu delivers it; only the item ids matter here. */
export interface AttributeGroup {
  id: number;
  name: string;
  minimumValue: number;
  /** 0 or null = no maximum. */
  maximumValue: number | null;
  isMultiSelect: boolean;
  items: readonly { id: number }[];
}

/** Selected attribute item ids across all groups of a product, in picking order. */
export type AttributeSelection = readonly number[];

export interface SelectionLimits {
  min: number;
  /** null = no maximum */
  max: number | null;
}

/**
 * The limits the picker enforces. A single-select group holds at most one item whatever its
 * maximum says; a minimum above what can be picked is lowered so a misconfigured group cannot
 * block the product forever.
 */
export function groupLimits(group: AttributeGroup): SelectionLimits {
  // Stryker disable next-line ConditionalExpression: equivalent — `null > 0` is false, so no maximum stays unlimited; the check is TypeScript's narrowing.
  const configuredMax = group.maximumValue !== null && group.maximumValue > 0 ? group.maximumValue : null;
  const max = group.isMultiSelect ? configuredMax : 1;
  const reachable = Math.min(max ?? Infinity, group.items.length);
  return { min: Math.min(Math.max(0, group.minimumValue), reachable), max };
}

/** The distinct selected ids that belong to a group. */
export function selectedInGroup(group: AttributeGroup, selection: AttributeSelection): number[] {
  const ids = new Set(group.items.map((item) => item.id));
  return [...new Set(selection.filter((id) => ids.has(id)))];
}

/** False for an unselected item of a multi-select group that is already at its maximum. */
export function isAttributeItemSelectable(
  selection: AttributeSelection,
  group: AttributeGroup,
  itemId: number,
): boolean {
  if (!group.items.some((item) => item.id === itemId)) return false;
  if (selection.includes(itemId) || !group.isMultiSelect) return true;
  const { max } = groupLimits(group);
  return max === null || selectedInGroup(group, selection).length < max;
}

/**
 * Selects or deselects an item. In a single-select group a new pick replaces the previous one;
 * in a multi-select group at its maximum, unselected items cannot be picked (no change).
 */
export function toggleAttributeItem(selection: AttributeSelection, group: AttributeGroup, itemId: number): number[] {
  if (!group.items.some((item) => item.id === itemId)) return [...selection];
  if (selection.includes(itemId)) return selection.filter((id) => id !== itemId);
  if (!group.isMultiSelect) {
    const groupIds = new Set(group.items.map((item) => item.id));
    return [...selection.filter((id) => !groupIds.has(id)), itemId];
  }
  if (!isAttributeItemSelectable(selection, group, itemId)) return [...selection];
  return [...selection, itemId];
}

export interface AttributeSelectionError {
  /** null for an item id that belongs to no group. */
  groupId: number | null;
  code: Extract<MessageCode, 'attribute_minimum_not_met' | 'attribute_maximum_exceeded' | 'field_invalid'>;
  params: { name?: string; min?: number; max?: number; itemId?: number };
}

/**
 * Every rule broken by a selection (server side: the attributeItems of an add request, each id as
 * often as its quantity). Empty = valid.
 */
export function validateSelection(
  groups: readonly AttributeGroup[],
  selectedItemIds: AttributeSelection,
): AttributeSelectionError[] {
  const errors: AttributeSelectionError[] = [];
  const known = new Set(groups.flatMap((group) => group.items.map((item) => item.id)));
  for (const itemId of new Set(selectedItemIds)) {
    if (!known.has(itemId)) errors.push({ groupId: null, code: 'field_invalid', params: { itemId } });
  }
  for (const group of groups) {
    const { min, max } = groupLimits(group);
    // Every unit counts against the maximum: an id twice, or an item with a quantity, is that many
    // picks (a single-choice group takes exactly one unit).
    const ids = new Set(group.items.map((item) => item.id));
    const count = selectedItemIds.filter((id) => ids.has(id)).length;
    if (count < min) {
      errors.push({ groupId: group.id, code: 'attribute_minimum_not_met', params: { name: group.name, min } });
    }
    if (max !== null && count > max) {
      errors.push({ groupId: group.id, code: 'attribute_maximum_exceeded', params: { name: group.name, max } });
    }
  }
  return errors;
}

/** Add is enabled once every group's minimum is met and nothing breaks a rule. */
export function canAdd(groups: readonly AttributeGroup[], selection: AttributeSelection): boolean {
  return validateSelection(groups, selection).length === 0;
}

/**
 * Which hint the picker shows under a group name: 'You must select item' (min_only),
 * 'You must select at least item' (min_and_max) and/or '( Max N items )' (max_only, min_and_max).
 * A single-select group shows no maximum: picking replaces, so it cannot be exceeded.
 */
export type AttributeHint =
  | { kind: 'min_only'; min: number }
  | { kind: 'min_and_max'; min: number; max: number }
  | { kind: 'max_only'; max: number }
  | { kind: 'none' };

export function hintFor(group: AttributeGroup): AttributeHint {
  const { min, max } = groupLimits(group);
  const shownMax = group.isMultiSelect ? max : null;
  if (min > 0 && shownMax !== null) return { kind: 'min_and_max', min, max: shownMax };
  if (min > 0) return { kind: 'min_only', min };
  if (shownMax !== null) return { kind: 'max_only', max: shownMax };
  return { kind: 'none' };
}
