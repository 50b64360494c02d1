import { describe, expect, it } from 'vitest';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import { goLiveRequestSchema, SETUP_STEP_SCREENS, setupOverviewSchema } from './owner-setup.ts';

describe('going live', () => {
  it('takes nothing but the client context', () => {
    expect(parsed(goLiveRequestSchema, { restaurantId: '5' })).toEqual({ restaurantId: 5 });
    expect(parsed(goLiveRequestSchema, {})).toEqual({});
    expect(codesOf(goLiveRequestSchema, { status: 'live' })).toHaveLength(1);
  });
});

describe('the setup steps and their screens', () => {
  it('points every step at its owner screen, legal texts at the content screen', () => {
    expect(SETUP_STEP_SCREENS).toEqual({
      brand: 'brand',
      languages: 'languages',
      hours: 'hours',
      delivery: 'delivery',
      payments: 'payments',
      menu: 'menu',
      legal: 'content',
    });
  });

  it('reads the overview the server sends, step by step', () => {
    const overview = {
      status: 'setup',
      steps: [
        { step: 'brand', done: true, screen: 'brand' },
        { step: 'legal', done: false, screen: 'content' },
      ],
      ready: false,
    };
    expect(parsed(setupOverviewSchema, overview)).toEqual(overview);
  });
});
