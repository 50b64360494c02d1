import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  informationPageAnswerSchema,
  legalInfoSchema,
  postalCodeAnswerSchema,
  restaurantInfoSchema,
  restaurantSummarySchema,
} from '@tavola/domain/schemas/restaurant-info';
import { websiteViews } from '../../src/db/schema/visit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Sunday 22 November 2026, 16:00 in Berlin: pickup and eat-here are open, delivery too. */
let now = new Date('2026-11-22T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());

async function get(url: string) {
  return t.call({ method: 'GET', url });
}

describe('GET api/restaurant/restaurant-by-id', () => {
  it('answers restaurant info with every ordering field', async () => {
    const response = await get('/api/restaurant/restaurant-by-id?restaurantId=1');
    expect(response.statusCode).toBe(200);
    const info = restaurantInfoSchema.strict().parse(response.body.data);
    expect(info).toMatchObject({
      id: 1,
      slug: 'demo',
      name: 'Trattoria Tavola',
      lang: 'de',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      closed: false,
      login_required: false,
      tip_request: true,
      available_voucher: true,
      delivery_hours: 45,
      pickup_hours: 20,
      here_hours: 0,
      delivery_available_days: 6,
      here_available_days: 0,
      pinned_products_label: "Chef's Favourites",
      meta: { foot_note: 'bottom', show_open_hours: true },
      ticketingSystem: false,
      restaurant_end_close_times: null,
      theme: { primaryColor: '#2e7d32', logoShape: 'round', logo: '/uploads/restaurants/demo/images/logo.svg' },
      modes: { shopProviding: true, tableService: true, catalogue: false },
    });
    expect(info.deliveryTypes).toEqual([
      { id: 1, name: 'delivery' },
      { id: 2, name: 'pickup' },
      { id: 3, name: 'here' },
    ]);
    expect(info.paymentMethods).toEqual(['mollie', 'cash', 'payAtEnd', 'payFix']);
    expect(info.paymentMethodNames.payAtEnd).toBe('Pay at the table');
    expect(info.paymentMethodDeliveryTypes).toEqual({ cash: ['delivery', 'pickup'], payAtEnd: ['here'], payFix: ['here'] });
    expect(info.restaurantAvailableTimes).toContainEqual({ weekday: 1, open_at: '11:30', close_at: '14:30' });
    expect(info.restaurantTakeawayTimes).toContainEqual({ weekday: 0, open_at: '12:00', close_at: '21:30' });
    expect(info.hereTimes).toContainEqual({ weekday: 5, open_at: '11:30', close_at: '24:00' });
    expect(info.restaurant_close_times[0]).toEqual({
      start: '2026-12-24 00:00',
      end: '2026-12-27 00:00',
      message: 'Buon Natale! We are closed over Christmas.',
    });
    expect(info.personal_information_fields).toContainEqual({ field: 'product_comment', required: false });
    expect(info.personal_information_fields).toContainEqual({ field: 'email', required: true });
  });

  it('names the end of the close period in force', async () => {
    now = new Date('2026-12-25T11:00:00Z');
    try {
      const response = await get('/api/restaurant/restaurant-by-id?restaurantId=1');
      expect(response.body.data.restaurant_end_close_times).toBe('2026-12-27 00:00');
    } finally {
      now = new Date('2026-11-22T15:00:00Z');
    }
  });

  it('answers 404 for an unknown restaurant and 422 for a bad id', async () => {
    const unknown = await get('/api/restaurant/restaurant-by-id?restaurantId=999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message.code).toBe('restaurant_does_not_exists');
    for (const url of ['/api/restaurant/restaurant-by-id', '/api/restaurant/restaurant-by-id?restaurantId=x']) {
      const bad = await get(url);
      expect(bad.statusCode).toBe(422);
      expect(bad.body.errors).toHaveProperty('restaurantId');
    }
  });
});

describe('GET api/restaurant/restaurant-by-slug and api/restaurant/id', () => {
  it('finds the restaurant by slug', async () => {
    const info = await get('/api/restaurant/restaurant-by-slug?slug=demo');
    expect(info.body.data).toMatchObject({ id: 1, name: 'Trattoria Tavola' });
    const id = await get('/api/restaurant/id?slug=demo');
    expect(id.body).toMatchObject({ type: 'success', data: { id: 1 } });
  });

  it('answers 404 for an unknown slug and 422 for a malformed one', async () => {
    for (const url of ['/api/restaurant/restaurant-by-slug?slug=nowhere', '/api/restaurant/id?slug=nowhere']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body.message.code).toBe('restaurant_does_not_exists');
    }
    const bad = await get('/api/restaurant/id?slug=Not%20A%20Slug');
    expect(bad.statusCode).toBe(422);
    const missing = await get('/api/restaurant/restaurant-by-slug');
    expect(missing.body.codes).toEqual({ slug: ['field_required'] });
  });
});

describe('GET api/restaurant', () => {
  it('lists the restaurants, with the fee and minimum for a postal code', async () => {
    const all = await get('/api/restaurant');
    expect(all.body.data).toHaveLength(1);
    const [demo] = (await get('/api/restaurant?postalCode=10115&deliveryType=1&limit=5&status=open')).body.data;
    expect(restaurantSummarySchema.strict().parse(demo)).toMatchObject({
      slug: 'demo',
      is_open: true,
      shipping: { fee: 2.5, minimum_order: 15 },
      address: 'Torstraße 121, 10119 Berlin',
    });
    expect((await get('/api/restaurant?deliveryType=pickup')).body.data).toHaveLength(1);
    expect((await get('/api/restaurant?status=closed')).body.data).toEqual([]);
  });

  it('answers 404 no_restaurant_in_this_area outside every delivery area', async () => {
    const response = await get('/api/restaurant?postalCode=80331');
    expect(response.statusCode).toBe(404);
    expect(response.body.message.code).toBe('no_restaurant_in_this_area');
  });

  it('refuses bad parameters with 422', async () => {
    const postal = await get('/api/restaurant?postalCode=10a15');
    expect(postal.statusCode).toBe(422);
    expect(postal.body.codes).toEqual({ postalCode: ['postal_code_numeric'] });
    for (const url of ['/api/restaurant?deliveryType=4', '/api/restaurant?limit=0', '/api/restaurant?status=maybe']) {
      expect((await get(url)).statusCode, url).toBe(422);
    }
  });
});

describe('legal texts, information pages and postal codes', () => {
  it('answers the legal texts of the token restaurant', async () => {
    const response = await get('/api/restaurant/imprint');
    const legal = legalInfoSchema.strict().parse(response.body.data);
    expect(legal.imprint).toContain('Impressum');
    expect(legal.about_us).toContain('Benvenuti');
    expect(legal.terms_and_conditions).toContain('Pfand');
    // The restaurant's info says which texts exist, so the header links them without fetching them.
    const info = (await get('/api/restaurant/restaurant-by-id?restaurantId=1')).body.data;
    expect(info.legal_texts).toEqual(['about_us', 'privacy_policy', 'imprint', 'terms_and_conditions']);
  });

  it('answers the information pages in priority order', async () => {
    const pages = (await get('/api/restaurant/informationPages')).body.data;
    expect(pages.map((p: { title: string }) => p.title)).toEqual([
      'Allergens and additives',
      'Catering and private dining',
    ]);
    for (const page of pages) informationPageAnswerSchema.strict().parse(page);
  });

  it('answers the delivery area with fees in decimals', async () => {
    const zones = (await get('/api/restaurant/postalCodes')).body.data;
    expect(zones).toHaveLength(6);
    for (const zone of zones) postalCodeAnswerSchema.strict().parse(zone);
    expect(zones.find((z: { postalCode: string }) => z.postalCode === '10119')).toEqual({
      postalCode: '10119',
      city: 'Berlin Mitte',
      fee: 1.5,
      minimum_order: 12,
      free_delivery_from: 35,
    });
  });

  it('needs a token', async () => {
    const response = await t.call({ method: 'GET', url: '/api/restaurant/imprint', token: null });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST api/restaurant/website-view', () => {
  it('records a visit of the token restaurant', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/restaurant/website-view',
      payload: { qrCode: true, unique: false, new: 'true' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.message.code).toBe('visit_recorded');
    const [row] = await t.database.db.select().from(websiteViews).where(eq(websiteViews.id, response.body.data.id));
    expect(row).toMatchObject({ restaurantId: 1, qrCode: true, isUnique: false, isNew: true });
  });

  it('refuses missing and non-boolean flags with 422', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/restaurant/website-view',
      payload: { qrCode: 'maybe', unique: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body.codes).toEqual({ qrCode: ['field_must_be_boolean'], new: ['field_required'] });
  });

  it('needs a token', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/restaurant/website-view',
      token: null,
      payload: { qrCode: false, unique: true, new: true },
    });
    expect(response.statusCode).toBe(401);
  });
});
