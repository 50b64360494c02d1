import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAdd,
  groupLimits,
  hintFor,
  isAttributeItemSelectable,
  selectedInGroup,
  toggleAttributeItem,
  validateSelection,
  type AttributeGroup,
} from './attribute-selection.ts';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

const sauce: AttributeGroup = {
  id: 1,
  name: 'Sauce',
  minimumValue: 1,
  maximumValue: 1,
  isMultiSelect: false,
  items: items(11, 12, 13),
};
const toppings: AttributeGroup = {
  id: 2,
  name: 'Toppings',
  minimumValue: 1,
  maximumValue: 2,
  isMultiSelect: true,
  items: items(21, 22, 23, 24),
};
const extras: AttributeGroup = {
  id: 3,
  name: 'Extras',
  minimumValue: 0,
  maximumValue: 0,
  isMultiSelect: true,
  items: items(31, 32),
};

describe('toggleAttributeItem', () => {
  it('replaces the pick of a single-select group and deselects on a second tap', () => {
    let selection = toggleAttributeItem([], sauce, 11);
    expect(selection).toEqual([11]);
    selection = toggleAttributeItem([21, ...selection], sauce, 12);
    expect(selection).toEqual([21, 12]);
    expect(toggleAttributeItem(selection, sauce, 12)).toEqual([21]);
  });

  it('ignores unselected items of a multi-select group at its maximum', () => {
    const full = [21, 22];
    expect(isAttributeItemSelectable(full, toppings, 23)).toBe(false);
    expect(toggleAttributeItem(full, toppings, 23)).toEqual([21, 22]);
    expect(isAttributeItemSelectable(full, toppings, 22)).toBe(true);
    expect(toggleAttributeItem(full, toppings, 22)).toEqual([21]);
  });

  it('treats a maximum of 0 or null as unlimited', () => {
    const all = [31, 32].reduce((selection, id) => toggleAttributeItem(selection, extras, id), [] as number[]);
    expect(all).toEqual([31, 32]);
    expect(groupLimits({ ...extras, maximumValue: null }).max).toBeNull();
  });

  it('ignores items of another group', () => {
    expect(toggleAttributeItem([11], toppings, 12)).toEqual([11]);
    expect(isAttributeItemSelectable([], toppings, 12)).toBe(false);
  });
});

describe('validateSelection and canAdd', () => {
  it('accepts a selection meeting every minimum', () => {
    expect(validateSelection([sauce, toppings, extras], [11, 21])).toEqual([]);
    expect(canAdd([sauce, toppings, extras], [11, 21])).toBe(true);
  });

  it('reports unmet minimums with the group name and the minimum', () => {
    expect(validateSelection([sauce, toppings], [11])).toEqual([
      { groupId: 2, code: 'attribute_minimum_not_met', params: { name: 'Toppings', min: 1 } },
    ]);
    expect(canAdd([sauce, toppings], [11])).toBe(false);
  });

  it('reports exceeded maximums, counting a single-select group as max 1', () => {
    expect(validateSelection([sauce, toppings], [11, 12, 21, 22, 23])).toEqual([
      { groupId: 1, code: 'attribute_maximum_exceeded', params: { name: 'Sauce', max: 1 } },
      { groupId: 2, code: 'attribute_maximum_exceeded', params: { name: 'Toppings', max: 2 } },
    ]);
  });

  it('rejects item ids that belong to no group, once each', () => {
    expect(validateSelection([sauce], [11, 99, 99])).toEqual([
      { groupId: null, code: 'field_invalid', params: { itemId: 99 } },
    ]);
  });

  it('counts a repeated id once', () => {
    expect(selectedInGroup(toppings, [21, 21, 22])).toEqual([21, 22]);
  });

  it('lowers a minimum no selection could reach', () => {
    const impossible = { ...sauce, minimumValue: 3 };
    expect(groupLimits(impossible)).toEqual({ min: 1, max: 1 });
    expect(canAdd([impossible], [11])).toBe(true);
  });
});

describe('hintFor', () => {
  it('picks the hint from the limits', () => {
    expect(hintFor(sauce)).toEqual({ kind: 'min_only', min: 1 });
    expect(hintFor(toppings)).toEqual({ kind: 'min_and_max', min: 1, max: 2 });
    expect(hintFor({ ...toppings, minimumValue: 0 })).toEqual({ kind: 'max_only', max: 2 });
    expect(hintFor(extras)).toEqual({ kind: 'none' });
    expect(hintFor({ ...sauce, minimumValue: 0 })).toEqual({ kind: 'none' });
  });
});

describe('attribute properties', () => {
  const groupArb = (id: number): fc.Arbitrary<AttributeGroup> =>
    fc.record({
      id: fc.constant(id),
      name: fc.constant(`G${id}`),
      minimumValue: fc.integer({ min: 0, max: 4 }),
      maximumValue: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
      isMultiSelect: fc.boolean(),
      items: fc
        .integer({ min: 1, max: 5 })
        .map((count) => Array.from({ length: count }, (_, i) => ({ id: id * 10 + i }))),
    });
  const groupsArb = fc.tuple(groupArb(1), groupArb(2), groupArb(3));
  const tapsArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 5 })), { maxLength: 30 });

  it('toggling never exceeds a maximum and Add is enabled exactly when every minimum is met', () => {
    fc.assert(
      fc.property(groupsArb, tapsArb, (groups, taps) => {
        let selection: number[] = [];
        for (const [groupIndex, itemIndex] of taps) {
          const group = groups[groupIndex]!;
          selection = toggleAttributeItem(selection, group, group.id * 10 + itemIndex);
        }
        expect(new Set(selection).size).toBe(selection.length);
        const errors = validateSelection(groups, selection);
        expect(errors.filter((e) => e.code !== 'attribute_minimum_not_met')).toEqual([]);
        const minimumsMet = groups.every((group) => selectedInGroup(group, selection).length >= groupLimits(group).min);
        expect(canAdd(groups, selection)).toBe(minimumsMet);
      }),
    );
  });

  it('a second tap on a multi-select item undoes the first', () => {
    fc.assert(
      fc.property(
        groupArb(1),
        fc.subarray([10, 11, 12, 13, 14]),
        fc.integer({ min: 0, max: 4 }),
        (group, start, index) => {
          const multi = { ...group, isMultiSelect: true, maximumValue: null };
          const itemId = 10 + index;
          const selection = start.filter((id) => multi.items.some((item) => item.id === id));
          const twice = toggleAttributeItem(toggleAttributeItem(selection, multi, itemId), multi, itemId);
          expect([...twice].sort()).toEqual([...selection].sort());
        },
      ),
    );
  });
});

describe('unlimited multi-select groups', () => {
  const extras: AttributeGroup = { id: 5, name: 'Extras', minimumValue: 0, maximumValue: null, isMultiSelect: true, items: items(51, 52, 53, 54) };

  it('let every item be picked when the maximum is null or 0', () => {
    for (const group of [extras, { ...extras, maximumValue: 0 }]) {
      expect(groupLimits(group)).toEqual({ min: 0, max: null });
      let selection: number[] = [];
      for (const item of group.items) {
        expect(isAttributeItemSelectable(selection, group, item.id)).toBe(true);
        selection = toggleAttributeItem(selection, group, item.id);
      }
      expect(selection).toEqual([51, 52, 53, 54]);
    }
  });

  it('stop at the maximum when there is one, and allow deselecting there', () => {
    const two = { ...extras, maximumValue: 2 };
    const full = toggleAttributeItem(toggleAttributeItem([], two, 51), two, 52);
    expect(isAttributeItemSelectable(full, two, 53)).toBe(false);
    expect(toggleAttributeItem(full, two, 53)).toEqual([51, 52]);
    expect(isAttributeItemSelectable(full, two, 52)).toBe(true);
    expect(toggleAttributeItem(full, two, 52)).toEqual([51]);
    expect(isAttributeItemSelectable([51], two, 53)).toBe(true);
  });

  it('count only picks of the same group towards its maximum', () => {
    const two = { ...extras, maximumValue: 2 };
    expect(isAttributeItemSelectable([11, 12, 51], two, 52)).toBe(true);
    expect(isAttributeItemSelectable([51, 51, 11], two, 52)).toBe(true); // a repeated id is one pick
  });

  it('never select an item of another group', () => {
    expect(isAttributeItemSelectable([], extras, 99)).toBe(false);
    expect(toggleAttributeItem([51], extras, 99)).toEqual([51]);
  });
});
