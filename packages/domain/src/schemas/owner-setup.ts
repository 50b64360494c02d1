import { z } from 'zod';
import { clientContext } from './basket.ts';

/*
 * The new restaurant's guided setup (issue 23 item 1, decision 090): the steps in the order an owner
 * takes them, each done or not as the server computes it from the restaurant's data.
 */

export const RESTAURANT_STATUSES = ['setup', 'live'] as const;
export type RestaurantStatus = (typeof RESTAURANT_STATUSES)[number];

export const SETUP_STEPS = ['brand', 'languages', 'hours', 'delivery', 'payments', 'menu', 'legal'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Where each step is done: the owner screen's path under /manager/restaurant. */
export const SETUP_STEP_SCREENS: Record<SetupStep, string> = {
  brand: 'brand',
  languages: 'languages',
  hours: 'hours',
  delivery: 'delivery',
  payments: 'payments',
  menu: 'menu',
  legal: 'content',
};

export const setupOverviewSchema = z.object({
  status: z.enum(RESTAURANT_STATUSES),
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean(), screen: z.string() })),
  /** Every step done: going live is allowed. */
  ready: z.boolean(),
});
export type SetupOverview = z.output<typeof setupOverviewSchema>;

export const goLiveRequestSchema = z.object({ ...clientContext }).strict();
