import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { importExtraRestaurants } from '../../src/db/seed-extra-restaurants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../e2e/fixtures');
const ticketsFile = path.join(fixtures, 'tickets-restaurant.json');
const eventsFile = path.join(fixtures, 'events-restaurant.json');

describe('EXTRA_RESTAURANT_FILES', () => {
  it('is read as a comma-separated list of absolute paths, empty entries ignored', () => {
    const config = loadConfig({ EXTRA_RESTAURANT_FILES: ` ${ticketsFile}, ,e2e/fixtures/x.json ` });
    expect(config.extraRestaurantFiles).toEqual([ticketsFile, path.resolve('e2e/fixtures/x.json')]);
    expect(loadConfig({}).extraRestaurantFiles).toEqual([]);
  });

  it('resolves relative paths from where the command was typed (npm runs the server inside apps/server)', () => {
    const config = loadConfig({ EXTRA_RESTAURANT_FILES: 'e2e/fixtures/tickets-restaurant.json', INIT_CWD: path.resolve(fixtures, '../..') });
    expect(config.extraRestaurantFiles).toEqual([ticketsFile]);
  });

  it('names a file it cannot read instead of failing with a stack', async () => {
    await expect(importExtraRestaurants({} as never, ['/nowhere/missing-restaurant.json'], tmpdir())).rejects.toThrow(
      'EXTRA_RESTAURANT_FILES: cannot read /nowhere/missing-restaurant.json',
    );
  });

  describe('importing at start', () => {
    let t: TestApp;
    let uploadsDir: string;
    beforeAll(async () => {
      t = await createTestApp();
      uploadsDir = path.join(mkdtempSync(path.join(tmpdir(), 'tavola-extra-')), 'uploads');
    });
    afterAll(() => t.close());

    it('imports files whose slug is new, with their images, and serves them by slug', async () => {
      const outcomes = await importExtraRestaurants(t.database.db, [ticketsFile, eventsFile], uploadsDir);
      expect(outcomes.map((o) => [o.slug, o.outcome])).toEqual([
        ['kochschule', 'imported'],
        ['sommerfest', 'imported'],
      ]);
      expect(existsSync(path.join(uploadsDir, 'restaurants', 'kochschule', 'images', 'logo.svg'))).toBe(true);

      const info = await t.call({ method: 'GET', url: '/api/restaurant/restaurant-by-slug?slug=kochschule' });
      expect(info.statusCode).toBe(200);
      expect(info.body.data.slug).toBe('kochschule');
      expect(info.body.data.ticketingSystem).toBe(true);
      expect(info.body.data.restaurantTicketTimes.length).toBeGreaterThan(0);
    });

    it('keeps a restaurant that already exists instead of overwriting it (a restart)', async () => {
      const changed = JSON.parse(readFileSync(ticketsFile, 'utf8'));
      changed.restaurant.name = 'Renamed on a restart';
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'tavola-extra-')), 'tickets.json');
      writeFileSync(file, JSON.stringify(changed));
      const outcomes = await importExtraRestaurants(t.database.db, [file], uploadsDir);
      expect(outcomes).toEqual([{ file, slug: 'kochschule', outcome: 'kept' }]);
      const info = await t.call({ method: 'GET', url: '/api/restaurant/restaurant-by-slug?slug=kochschule' });
      expect(info.body.data.name).toBe('Kochschule Tavola');
    });

    it('refuses a bad file with its problems', async () => {
      const bad = JSON.parse(readFileSync(eventsFile, 'utf8'));
      bad.restaurant.slug = 'broken-event';
      bad.restaurant.currency = 'DM';
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'tavola-extra-')), 'bad.json');
      writeFileSync(file, JSON.stringify(bad));
      await expect(importExtraRestaurants(t.database.db, [file], uploadsDir)).rejects.toThrow(/restaurant\.currency/);
    });
  });
});
