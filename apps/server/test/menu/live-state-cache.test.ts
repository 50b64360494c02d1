import { describe, expect, it } from 'vitest';
import { LIVE_STATE_MAX_AGE_MS, LiveStateCache } from '../../src/modules/menu/live-state-cache.ts';
import type { LiveMenuState } from '../../src/modules/menu/menu-repo.ts';

const state = (menuVersion: number): LiveMenuState => ({ menuVersion, timeZone: 'Europe/Berlin', stock: new Map(), breaks: [] });

describe('LiveStateCache', () => {
  it('loads once, until invalidated or too old', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new LiveStateCache(() => clock);
    const load = async () => state(++loads);
    expect((await cache.get(1, load))?.menuVersion).toBe(1);
    expect((await cache.get(1, load))?.menuVersion).toBe(1);
    cache.invalidate(1);
    expect((await cache.get(1, load))?.menuVersion).toBe(2);
    clock += LIVE_STATE_MAX_AGE_MS;
    expect((await cache.get(1, load))?.menuVersion).toBe(3);
    expect((await cache.get(2, load))?.menuVersion).toBe(4);
  });

  it('shares one load between concurrent readers', async () => {
    let loads = 0;
    const cache = new LiveStateCache();
    const load = () => new Promise<LiveMenuState>((resolve) => setTimeout(() => resolve(state(++loads)), 5));
    const results = await Promise.all([cache.get(1, load), cache.get(1, load), cache.get(1, load)]);
    expect(results.map((r) => r?.menuVersion)).toEqual([1, 1, 1]);
  });

  it('does not keep an unknown restaurant or a failed load', async () => {
    const cache = new LiveStateCache();
    expect(await cache.get(9, async () => null)).toBeNull();
    expect((await cache.get(9, async () => state(1)))?.menuVersion).toBe(1);
    await expect(cache.get(8, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get(8, async () => state(2)))?.menuVersion).toBe(2);
  });
});
