import { useCallback, useLayoutEffect, useState } from 'react';
import { readSessionJson, storageKeys, writeSessionJson } from '../../../lib/storage.ts';
import type { DeliveryType } from '@tavola/domain/schemas/basket';

export type StepId = 'deliveryMethod' | 'address' | 'personal' | 'payment' | 'pay';

/**
 * The checkout's steps for this order (spec §2): the address only for a delivery, personal only when asked.
 * The spec's 'Summary' step is not one of them (decision 102): the guest reviewed the basket on the cart page,
 * and the voucher, the tip and the lines sit with Pay, where the total they change is.
 */
export function stepsFor(type: DeliveryType | null, asksPersonal: boolean): StepId[] {
  return [
    'deliveryMethod',
    ...(type === 'delivery' ? (['address'] as const) : []),
    ...(asksPersonal ? (['personal'] as const) : []),
    'payment',
    'pay',
  ];
}

/**
 * Which step is open and how far the guest got. A step becomes reachable ('Change') once passed; if
 * the open step disappears (delivery switched to pickup), the delivery-method step opens instead.
 */
export function useCheckoutSteps(steps: StepId[], basketId: string) {
  const saved = readSessionJson<{ active?: StepId; passed?: StepId[] }>(storageKeys.checkoutProgress(basketId));
  const [active, setActive] = useState<StepId>(saved?.active ?? 'deliveryMethod');
  const [passed, setPassed] = useState<ReadonlySet<StepId>>(() => new Set(saved?.passed ?? []));

  // A reload (a phone dropping the page in the background) comes back to the same step; written in the
  // commit, not after the next paint, so a reload right after a step opened finds it (decision 073).
  useLayoutEffect(() => {
    const key = storageKeys.checkoutProgress(basketId);
    writeSessionJson(key, { ...readSessionJson<object>(key), active, passed: [...passed] });
  }, [basketId, active, passed]);
  const open: StepId = steps.includes(active) ? active : 'deliveryMethod';

  const complete = useCallback(
    (step: StepId) => {
      setPassed((before) => new Set(before).add(step));
      const next = steps[steps.indexOf(step) + 1];
      if (next) setActive(next);
    },
    [steps],
  );

  const stateOf = (step: StepId) => (step === open ? 'active' : passed.has(step) ? 'done' : 'upcoming');
  return { open, stateOf, complete, edit: setActive };
}
