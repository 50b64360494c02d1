import { useState } from 'react';
import {
  canAdvance,
  stepCount,
  togglePackageProduct,
  type PackageSelection,
  type StepSelection,
} from '@tavola/domain/attributes/package-steps';
import type { PackageStep } from '../api/get-package-steps.ts';

/**
 * The package wizard's state (spec §4): steps in order, 'Further' only once the step's minimum is
 * met, 'Back' returns, the last step submits. The counting rules are packages/domain's.
 */
export function usePackageWizard(steps: readonly PackageStep[]) {
  const [index, setIndex] = useState(0);
  const [selection, setSelection] = useState<PackageSelection>({});
  const [blocked, setBlocked] = useState(false);
  const step = steps[index];
  const chosen: StepSelection = step ? (selection[step.id] ?? []) : [];

  return {
    step,
    index,
    isFirst: index === 0,
    isLast: index === steps.length - 1,
    chosen,
    selection,
    /** The guest pressed Further/Add below the minimum: the step shows why nothing happened. */
    blocked,
    /** How many of a product the whole package holds so far (for stock left). */
    countInPackage(productId: number): number {
      return Object.values(selection).reduce(
        (sum, entries) =>
          sum + entries.filter((entry) => entry.productId === productId).reduce((n, entry) => n + entry.quantity, 0),
        0,
      );
    },
    toggle(productId: number) {
      if (!step) return;
      // With a maximum of one, a new pick replaces the previous one instead of being ignored.
      const base = step.max === 1 && !chosen.some((entry) => entry.productId === productId) ? [] : chosen;
      setSelection({ ...selection, [step.id]: togglePackageProduct(base, step, productId) });
      setBlocked(false);
    },
    /** Advances when the minimum is met; returns whether it did. */
    further(): boolean {
      if (!step || !canAdvance(step, chosen)) {
        setBlocked(true);
        return false;
      }
      setBlocked(false);
      if (index < steps.length - 1) setIndex(index + 1);
      return true;
    },
    back() {
      setBlocked(false);
      setIndex(Math.max(0, index - 1));
    },
    stepCount: stepCount(chosen),
  };
}

export type PackageWizard = ReturnType<typeof usePackageWizard>;
