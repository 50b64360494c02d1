import type { MessageCode } from '../messages/en.ts';
import type { SelectionLimits } from './attribute-selection.ts';

/** One step of a package wizard (spec: id, name, question, min, max, product list). */
export interface PackageStep {
  id: number;
  name: string;
  min: number;
  /** 0 or null = no maximum. */
  max: number | null;
  products: readonly { id: number }[];
}

/** Products chosen in one step with how many of each (per one package). */
export type StepSelection = readonly { productId: number; quantity: number }[];

/** Selections of a whole package, by step id. */
export type PackageSelection = Readonly<Record<number, StepSelection>>;

export function stepLimits(step: PackageStep): SelectionLimits {
  // Stryker disable next-line ConditionalExpression: equivalent — `null > 0` is false, so no maximum stays unlimited; the check is TypeScript's narrowing.
  const max = step.max !== null && step.max > 0 ? step.max : null;
  return { min: Math.min(Math.max(0, step.min), max ?? Infinity), max };
}

/** Units chosen in a step; min and max count these. */
export function stepCount(selection: StepSelection): number {
  return selection.reduce((sum, entry) => sum + entry.quantity, 0);
}

/** Selects (1 unit) or deselects a product; a pick beyond the step's maximum is ignored. */
export function togglePackageProduct(selection: StepSelection, step: PackageStep, productId: number): StepSelection {
  if (selection.some((entry) => entry.productId === productId)) {
    return selection.filter((entry) => entry.productId !== productId);
  }
  return setPackageProductQuantity(selection, step, productId, 1);
}

/** Sets a product's count (0 removes it); a change that would exceed the maximum is ignored. */
export function setPackageProductQuantity(
  selection: StepSelection,
  step: PackageStep,
  productId: number,
  quantity: number,
): StepSelection {
  if (!step.products.some((product) => product.id === productId) || !Number.isInteger(quantity)) return selection;
  const others = selection.filter((entry) => entry.productId !== productId);
  if (quantity <= 0) return others;
  const { max } = stepLimits(step);
  if (max !== null && stepCount(others) + quantity > max) return selection;
  const exists = others.length !== selection.length;
  return exists
    ? selection.map((entry) => (entry.productId === productId ? { productId, quantity } : entry))
    : [...selection, { productId, quantity }];
}

/** 'Further' (or 'Add' on the last step) is enabled once the step's minimum is met. */
export function canAdvance(step: PackageStep, selection: StepSelection): boolean {
  const { min, max } = stepLimits(step);
  const count = stepCount(selection);
  return count >= min && (max === null || count <= max);
}

export interface PackageSelectionError {
  stepId: number;
  code: Extract<MessageCode, 'package_step_minimum_not_met' | 'package_step_maximum_exceeded' | 'field_invalid'>;
  params: { name?: string; min?: number; max?: number; productId?: number };
}

/**
 * Every rule a submitted package breaks: a step below its minimum or above its maximum, a product
 * not offered in its step, a quantity that is not a positive integer, a step the package lacks.
 */
export function validatePackageSelection(
  steps: readonly PackageStep[],
  selection: PackageSelection,
): PackageSelectionError[] {
  const errors: PackageSelectionError[] = [];
  const stepIds = new Set(steps.map((step) => step.id));
  for (const key of Object.keys(selection)) {
    if (!stepIds.has(Number(key))) errors.push({ stepId: Number(key), code: 'field_invalid', params: {} });
  }
  for (const step of steps) {
    const chosen = selection[step.id] ?? [];
    const offered = new Set(step.products.map((product) => product.id));
    for (const entry of chosen) {
      if (!offered.has(entry.productId) || !Number.isInteger(entry.quantity) || entry.quantity < 1) {
        errors.push({ stepId: step.id, code: 'field_invalid', params: { productId: entry.productId } });
      }
    }
    const { min, max } = stepLimits(step);
    const count = stepCount(chosen);
    if (count < min)
      errors.push({ stepId: step.id, code: 'package_step_minimum_not_met', params: { name: step.name, min } });
    if (max !== null && count > max) {
      errors.push({ stepId: step.id, code: 'package_step_maximum_exceeded', params: { name: step.name, max } });
    }
  }
  return errors;
}
