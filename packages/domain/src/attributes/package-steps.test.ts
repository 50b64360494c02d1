import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAdvance,
  setPackageProductQuantity,
  stepCount,
  stepLimits,
  togglePackageProduct,
  validatePackageSelection,
  type PackageStep,
  type StepSelection,
} from './package-steps.ts';

const burgers: PackageStep = { id: 1, name: 'Burger', min: 1, max: 1, products: [{ id: 101 }, { id: 102 }] };
const sides: PackageStep = {
  id: 2,
  name: 'Sides',
  min: 2,
  max: 3,
  products: [{ id: 201 }, { id: 202 }, { id: 203 }, { id: 204 }],
};
const drinks: PackageStep = { id: 3, name: 'Drinks', min: 0, max: 0, products: [{ id: 301 }] };

describe('package wizard', () => {
  it('advances only once the minimum is met', () => {
    expect(canAdvance(sides, [])).toBe(false);
    const one = togglePackageProduct([], sides, 201);
    expect(canAdvance(sides, one)).toBe(false);
    expect(canAdvance(sides, togglePackageProduct(one, sides, 202))).toBe(true);
    expect(canAdvance(drinks, [])).toBe(true);
  });

  it('ignores a pick beyond the maximum and deselects on a second tap', () => {
    let selection: StepSelection = [];
    for (const id of [201, 202, 203, 204]) selection = togglePackageProduct(selection, sides, id);
    expect(selection.map((entry) => entry.productId)).toEqual([201, 202, 203]);
    expect(togglePackageProduct(selection, sides, 202).map((entry) => entry.productId)).toEqual([201, 203]);
  });

  it('sets counts within the maximum, removing at 0', () => {
    const two = setPackageProductQuantity([], sides, 201, 2);
    expect(two).toEqual([{ productId: 201, quantity: 2 }]);
    expect(setPackageProductQuantity(two, sides, 201, 4)).toBe(two);
    expect(setPackageProductQuantity(two, sides, 202, 1)).toEqual([
      { productId: 201, quantity: 2 },
      { productId: 202, quantity: 1 },
    ]);
    expect(setPackageProductQuantity(two, sides, 201, 0)).toEqual([]);
    expect(setPackageProductQuantity(two, sides, 999, 1)).toBe(two);
  });

  it('treats max 0 as unlimited', () => {
    expect(stepLimits(drinks)).toEqual({ min: 0, max: null });
    expect(setPackageProductQuantity([], drinks, 301, 50)).toEqual([{ productId: 301, quantity: 50 }]);
  });
});

describe('validatePackageSelection', () => {
  it('accepts a complete package', () => {
    const selection = { 1: [{ productId: 101, quantity: 1 }], 2: [{ productId: 201, quantity: 2 }] };
    expect(validatePackageSelection([burgers, sides, drinks], selection)).toEqual([]);
  });

  it('reports each broken rule', () => {
    const selection = {
      1: [
        { productId: 101, quantity: 1 },
        { productId: 102, quantity: 1 },
      ],
      2: [{ productId: 999, quantity: 1 }],
      3: [{ productId: 301, quantity: 0 }],
      7: [],
    };
    expect(validatePackageSelection([burgers, sides, drinks], selection)).toEqual([
      { stepId: 7, code: 'field_invalid', params: {} },
      { stepId: 1, code: 'package_step_maximum_exceeded', params: { name: 'Burger', max: 1 } },
      { stepId: 2, code: 'field_invalid', params: { productId: 999 } },
      { stepId: 2, code: 'package_step_minimum_not_met', params: { name: 'Sides', min: 2 } },
      { stepId: 3, code: 'field_invalid', params: { productId: 301 } },
    ]);
  });
});

describe('package step properties', () => {
  const stepArb = fc.record({
    id: fc.constant(1),
    name: fc.constant('Step'),
    min: fc.integer({ min: 0, max: 4 }),
    max: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    products: fc.constant([{ id: 1 }, { id: 2 }, { id: 3 }]),
  });
  const actionArb = fc.oneof(
    fc.record({ kind: fc.constant('toggle' as const), productId: fc.integer({ min: 0, max: 4 }) }),
    fc.record({
      kind: fc.constant('set' as const),
      productId: fc.integer({ min: 0, max: 4 }),
      quantity: fc.integer({ min: -1, max: 6 }),
    }),
  );

  it('wizard actions never exceed the maximum; canAdvance agrees with validation', () => {
    fc.assert(
      fc.property(stepArb, fc.array(actionArb, { maxLength: 20 }), (step, actions) => {
        let selection: StepSelection = [];
        for (const action of actions) {
          selection =
            action.kind === 'toggle'
              ? togglePackageProduct(selection, step, action.productId)
              : setPackageProductQuantity(selection, step, action.productId, action.quantity);
        }
        const { max } = stepLimits(step);
        if (max !== null) expect(stepCount(selection)).toBeLessThanOrEqual(max);
        const errors = validatePackageSelection([step], { [step.id]: selection });
        expect(errors.every((error) => error.code === 'package_step_minimum_not_met')).toBe(true);
        expect(canAdvance(step, selection)).toBe(errors.length === 0);
      }),
    );
  });
});

describe('package step counts', () => {
  it('setting one product\'s count keeps the others and replaces only its own', () => {
    const open: PackageStep = { ...sides, max: null };
    const start: StepSelection = [{ productId: 201, quantity: 1 }, { productId: 202, quantity: 2 }];
    expect(setPackageProductQuantity(start, open, 202, 3)).toEqual([{ productId: 201, quantity: 1 }, { productId: 202, quantity: 3 }]);
    expect(setPackageProductQuantity(start, open, 201, 4)).toEqual([{ productId: 201, quantity: 4 }, { productId: 202, quantity: 2 }]);
    expect(setPackageProductQuantity(start, open, 203, 2)).toEqual([...start, { productId: 203, quantity: 2 }]);
    expect(setPackageProductQuantity(start, open, 202, 0)).toEqual([{ productId: 201, quantity: 1 }]);
  });

  it('refuses a count past the maximum, counting what the others already hold', () => {
    const start: StepSelection = [{ productId: 201, quantity: 2 }];
    expect(setPackageProductQuantity(start, sides, 202, 1)).toEqual([...start, { productId: 202, quantity: 1 }]);
    expect(setPackageProductQuantity(start, sides, 202, 2)).toBe(start);
    // raising the product's own count is judged without its old count
    expect(setPackageProductQuantity(start, sides, 201, 3)).toEqual([{ productId: 201, quantity: 3 }]);
    expect(setPackageProductQuantity(start, sides, 201, 4)).toBe(start);
  });

  it('ignores products of other steps and counts that are not whole', () => {
    const start: StepSelection = [{ productId: 201, quantity: 1 }];
    expect(setPackageProductQuantity(start, sides, 999, 1)).toBe(start);
    expect(setPackageProductQuantity(start, sides, 202, 1.5)).toBe(start);
  });

  it('has no maximum for max 0 or null, and a minimum never above the maximum', () => {
    expect(stepLimits({ ...sides, max: 0 })).toEqual({ min: 2, max: null });
    expect(stepLimits({ ...sides, max: null, min: -1 })).toEqual({ min: 0, max: null });
    expect(stepLimits({ ...sides, min: 5, max: 3 })).toEqual({ min: 3, max: 3 });
    expect(stepCount([{ productId: 1, quantity: 2 }, { productId: 2, quantity: 3 }])).toBe(5);
    expect(canAdvance({ ...sides, max: null }, [{ productId: 201, quantity: 40 }])).toBe(true);
    expect(canAdvance(sides, [{ productId: 201, quantity: 4 }])).toBe(false);
  });
});
