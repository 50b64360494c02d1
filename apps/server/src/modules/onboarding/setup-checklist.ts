import { mainColourContrast } from '@tavola/domain/colour/contrast';
import { LANGUAGES_SECTION } from '@tavola/domain/schemas/owner-brand';
import { DELIVERY_TYPE_IDS } from '@tavola/domain/schemas/restaurant-import';
import {
  SETUP_STEPS,
  SETUP_STEP_SCREENS,
  type SetupOverview,
  type SetupStep,
} from '@tavola/domain/schemas/owner-setup';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { readSetupFacts, type SetupFacts } from './onboarding-repo.ts';

/** The languages screen's section: its first save is the owner's confirmation of languages and currency. */
export { LANGUAGES_SECTION };

/** Legal pages a restaurant selling online in the EU must show before its first order. */
export const REQUIRED_LEGAL_PAGES = ['imprint', 'privacy_policy'] as const;

/**
 * Each step's rule, read from the data rather than ticked by hand: a step is done when guests would
 * see what it asks for (decision 090).
 */
export function setupStepsDone(facts: SetupFacts, revisions: Record<string, number>): Record<SetupStep, boolean> {
  const delivers = facts.deliveryTypeIds.includes(DELIVERY_TYPE_IDS.delivery);
  return {
    brand:
      facts.name.trim() !== '' && Boolean(facts.theme.logo) && mainColourContrast(facts.theme.primaryColor).passesAA,
    languages: (revisions[LANGUAGES_SECTION] ?? 0) > 0,
    hours: facts.openingHours > 0,
    delivery: facts.deliveryTypeIds.length > 0 && (!delivers || facts.deliveryZones > 0),
    payments: facts.paymentMethods > 0,
    menu: facts.dishes > 0,
    legal: REQUIRED_LEGAL_PAGES.every((kind) => facts.legalKinds.includes(kind)),
  };
}

export async function setupOverview(db: DbOrTx, restaurantId: number): Promise<SetupOverview> {
  const [facts, revisions] = await Promise.all([readSetupFacts(db, restaurantId), readRevisions(db, restaurantId)]);
  if (!facts) throw notFound('restaurant_does_not_exists');
  const done = setupStepsDone(facts, revisions);
  const steps = SETUP_STEPS.map((step) => ({ step, done: done[step], screen: SETUP_STEP_SCREENS[step] }));
  return { status: facts.status === 'setup' ? 'setup' : 'live', steps, ready: steps.every((step) => step.done) };
}
