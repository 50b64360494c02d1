import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  closePeriodAnswerSchema,
  deliveryTimeRowSchema,
  informationPageAnswerSchema,
  LEGAL_TEXT_KINDS,
  legalInfoSchema,
  personalInformationFieldAnswerSchema,
  postalCodeAnswerSchema,
  restaurantInfoSchema,
  restaurantSummarySchema,
  restaurantTableSchema,
  ticketTimeAnswerSchema,
} from './restaurant-info.ts';

const deliveryTypes = [
  { id: 1, name: 'delivery' },
  { id: 2, name: 'pickup' },
  { id: 3, name: 'here' },
];

const ticketTime = {
  id: 17,
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  weekday: 5,
  time: '19:30',
  duration: '02:00',
  capacity: 40,
};

const info = {
  id: 12,
  slug: 'trattoria-da-luigi',
  name: 'Trattoria da Luigi',
  closed: false,
  closeMessage: 'Back tomorrow at 11:30',
  ordering_paused_until: '2026-11-26T18:45:00.000Z',
  lang: 'de',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  login_required: false,
  has_blog: true,
  has_shop: false,
  landing_page: true,
  branding: true,
  registration_enabled: true,
  delivery_average_time: 45,
  deliveryTypes,
  paymentMethods: ['cash', 'paypal', 'zvt'],
  paymentMethodNames: { cash: 'Cash', paypal: 'PayPal', zvt: 'Card terminal' },
  paymentMethodDeliveryTypes: { cash: ['delivery', 'pickup', 'here'], paypal: ['delivery'] },
  tip_request: true,
  tip_presets: [5, 10, 15],
  available_voucher: true,
  pre_order_for_happy_hour: false,
  has_announcement: true,
  announcement: 'Closed on 24 December',
  announcement_before_checkout: false,
  allergies: true,
  legal_texts: ['imprint', 'privacy_policy'],
  reservation_table: true,
  robot_request_available: false,
  allow_multi_date_order: false,
  ticketingSystem: true,
  ticketTimeAvailable: true,
  restaurantTicketTimes: [ticketTime],
  hereTimes: [{ weekday: 0, open_at: '12:00', close_at: '22:00' }],
  restaurantAvailableTimes: [{ weekday: 3, open_at: '11:30', close_at: '23:00' }],
  restaurantTakeawayTimes: [{ weekday: 6, open_at: '18:00', close_at: '02:00' }],
  restaurant_close_times: [{ start: '2026-12-24 00:00', end: '2026-12-27 00:00', message: 'Christmas holidays' }],
  restaurant_end_close_times: '2026-11-26 17:00',
  ignore_pre_order_timing_by_display: false,
  has_person_on_table: true,
  pinned_products_label: 'Our favourites',
  meta: { foot_note: 'bottom', show_open_hours: true },
  personal_information_fields: [
    { field: 'phone', required: true },
    { field: 'company', required: false },
  ],
  recaptcha_site_key: '6LcTavolaSiteKey',
  delivery_hours: 30,
  pickup_hours: 15,
  here_hours: 0,
  delivery_available_days: 7,
  pickup_available_days: 3,
  here_available_days: 1,
  delivery_asap: true,
  pickup_asap: false,
  here_asap: true,
  delivery_slot_step: 15,
  pickup_slot_step: 10,
  here_slot_step: 30,
  theme: { primaryColor: '#2e7d32', logo: 'https://cdn.example.com/luigi/logo.png', logoShape: 'round', mainImage: 'https://cdn.example.com/luigi/hero.jpg' },
  modes: {
    catalogue: false,
    event: true,
    ticketing: true,
    sideMenu: false,
    shopProviding: false,
    review: true,
    newsletter: true,
    tableService: true,
  },
  contact: {
    address: 'Hauptstraße 5, 10115 Berlin',
    street: 'Hauptstraße',
    house_number: '5',
    postal_code: '10115',
    city: 'Berlin',
    country: 'DE',
    telephone: '+49 30 1234567',
    email: 'ciao@luigi.example.com',
  },
  social: {
    facebook: 'https://facebook.com/luigi',
    instagram: 'https://instagram.com/luigi',
    linkedin: 'https://linkedin.com/company/luigi',
    twitter: 'https://x.com/luigi',
    tiktok: 'https://tiktok.com/@luigi',
    youtube: 'https://youtube.com/@luigi',
  },
};

describe('the restaurant info answer', () => {
  it('keeps every field of a full answer, nested objects and lists included', () => {
    expect(parsed(restaurantInfoSchema, info)).toEqual(info);
  });

  it('takes null wherever a text, an instant or a lead time may be missing, and leaves out the optional fields', () => {
    const {
      tip_presets: _tips,
      delivery_asap: _deliveryAsap,
      pickup_asap: _pickupAsap,
      here_asap: _hereAsap,
      delivery_slot_step: _deliveryStep,
      pickup_slot_step: _pickupStep,
      here_slot_step: _hereStep,
      ...required
    } = info;
    const sparse = {
      ...required,
      closeMessage: null,
      ordering_paused_until: null,
      announcement: null,
      restaurant_end_close_times: null,
      recaptcha_site_key: null,
      delivery_hours: null,
      pickup_hours: null,
      here_hours: null,
      delivery_available_days: null,
      pickup_available_days: null,
      here_available_days: null,
      theme: { primaryColor: '#2e7d32', logo: null, logoShape: 'square', mainImage: null },
      contact: { ...info.contact, house_number: null, telephone: null, email: null },
      social: { facebook: null, instagram: null, linkedin: null, twitter: null, tiktok: null, youtube: null },
      restaurantTicketTimes: [],
      hereTimes: [],
      restaurantAvailableTimes: [],
      restaurantTakeawayTimes: [],
      restaurant_close_times: [],
      personal_information_fields: [],
      legal_texts: [],
      deliveryTypes: [],
      paymentMethods: [],
      paymentMethodNames: {},
      paymentMethodDeliveryTypes: {},
    };
    expect(parsed(restaurantInfoSchema, sparse)).toEqual(sparse);
  });

  it('accepts every legal text kind, both foot note places and both logo shapes', () => {
    expect(LEGAL_TEXT_KINDS).toEqual(['about_us', 'privacy_policy', 'imprint', 'terms_and_conditions']);
    expect(parsed(restaurantInfoSchema, { ...info, legal_texts: [...LEGAL_TEXT_KINDS] }).legal_texts).toEqual(['about_us', 'privacy_policy', 'imprint', 'terms_and_conditions']);
    expect(parsed(restaurantInfoSchema, { ...info, meta: { foot_note: 'top', show_open_hours: false } }).meta).toEqual({ foot_note: 'top', show_open_hours: false });
    expect(parsed(restaurantInfoSchema, { ...info, theme: { ...info.theme, logoShape: 'square' } }).theme.logoShape).toBe('square');
  });

  it('refuses an unknown legal text, foot note place, logo shape, delivery type or delivery type id', () => {
    expect(issuesOf(restaurantInfoSchema, { ...info, legal_texts: ['cookie_policy'] }).map((issue) => issue.path)).toEqual(['legal_texts.0']);
    expect(issuesOf(restaurantInfoSchema, { ...info, meta: { foot_note: 'middle', show_open_hours: true } }).map((issue) => issue.path)).toEqual(['meta.foot_note']);
    expect(issuesOf(restaurantInfoSchema, { ...info, theme: { ...info.theme, logoShape: 'hexagon' } }).map((issue) => issue.path)).toEqual(['theme.logoShape']);
    expect(issuesOf(restaurantInfoSchema, { ...info, deliveryTypes: [{ id: 1, name: 'drive-in' }] }).map((issue) => issue.path)).toEqual(['deliveryTypes.0.name']);
    expect(issuesOf(restaurantInfoSchema, { ...info, deliveryTypes: [{ id: 4, name: 'here' }] }).map((issue) => issue.path)).toEqual(['deliveryTypes.0.id']);
    expect(issuesOf(restaurantInfoSchema, { ...info, paymentMethodDeliveryTypes: { cash: ['table'] } }).map((issue) => issue.path)).toEqual(['paymentMethodDeliveryTypes.cash.0']);
  });

  it('refuses a tip share, a lead time or a slot step that is not a whole number, and a missing modes block', () => {
    expect(codesOf(restaurantInfoSchema, { ...info, tip_presets: [7.5] })).toHaveLength(1);
    expect(codesOf(restaurantInfoSchema, { ...info, delivery_hours: 0.5 })).toHaveLength(1);
    expect(codesOf(restaurantInfoSchema, { ...info, here_slot_step: '15' })).toHaveLength(1);
    const { modes: _modes, ...withoutModes } = info;
    expect(issuesOf(restaurantInfoSchema, withoutModes).map((issue) => issue.path)).toEqual(['modes']);
  });
});

describe('opening hours, close periods and ticket times', () => {
  it('keeps an opening hours row for every weekday from Sunday (0) to Saturday (6)', () => {
    for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
      expect(parsed(deliveryTimeRowSchema, { weekday, open_at: '11:30', close_at: '24:00' })).toEqual({ weekday, open_at: '11:30', close_at: '24:00' });
    }
  });

  it('refuses a weekday before Sunday, after Saturday or between two days', () => {
    for (const weekday of [-1, 7, 2.5]) {
      expect(issuesOf(deliveryTimeRowSchema, { weekday, open_at: '11:30', close_at: '22:00' }).map((issue) => issue.path)).toEqual(['weekday']);
    }
  });

  it('keeps a close period with or without a message', () => {
    const period = { start: '2026-12-24 00:00', end: '2026-12-27 00:00', message: 'Christmas holidays' };
    expect(parsed(closePeriodAnswerSchema, period)).toEqual(period);
    expect(parsed(closePeriodAnswerSchema, { ...period, message: null })).toEqual({ ...period, message: null });
    expect(issuesOf(closePeriodAnswerSchema, { start: period.start, end: period.end }).map((issue) => issue.path)).toEqual(['message']);
  });

  it('keeps a ticket time, bounded or not, with or without a capacity', () => {
    expect(parsed(ticketTimeAnswerSchema, ticketTime)).toEqual(ticketTime);
    const unbounded = { ...ticketTime, start_date: null, end_date: null, capacity: null, weekday: 0 };
    expect(parsed(ticketTimeAnswerSchema, unbounded)).toEqual(unbounded);
    expect(parsed(ticketTimeAnswerSchema, { ...ticketTime, weekday: 6 }).weekday).toBe(6);
  });

  it('refuses a ticket time on no weekday or with a capacity that is not a whole number', () => {
    expect(issuesOf(ticketTimeAnswerSchema, { ...ticketTime, weekday: 7 }).map((issue) => issue.path)).toEqual(['weekday']);
    expect(issuesOf(ticketTimeAnswerSchema, { ...ticketTime, weekday: -1 }).map((issue) => issue.path)).toEqual(['weekday']);
    expect(issuesOf(ticketTimeAnswerSchema, { ...ticketTime, capacity: 12.5 }).map((issue) => issue.path)).toEqual(['capacity']);
  });

  it('keeps a personal information field and whether it is required', () => {
    expect(parsed(personalInformationFieldAnswerSchema, { field: 'phone', required: true })).toEqual({ field: 'phone', required: true });
    expect(codesOf(personalInformationFieldAnswerSchema, { field: 'phone' })).toHaveLength(1);
  });
});

describe('the restaurant directory', () => {
  const summary = {
    id: 12,
    slug: 'trattoria-da-luigi',
    name: 'Trattoria da Luigi',
    logo: 'https://cdn.example.com/luigi/logo.png',
    address: 'Hauptstraße 5, 10115 Berlin',
    closed: false,
    is_open: true,
    deliveryTypes,
    shipping: { fee: 2.5, minimum_order: 15 },
  };

  it('keeps every field of an entry, with its delivery types and shipping', () => {
    expect(parsed(restaurantSummarySchema, summary)).toEqual(summary);
  });

  it('takes an entry without logo and without shipping for a postal code', () => {
    const plain = { ...summary, logo: null, shipping: null, deliveryTypes: [{ id: 2, name: 'pickup' }] };
    expect(parsed(restaurantSummarySchema, plain)).toEqual(plain);
  });

  it('refuses an unknown delivery type or id and shipping without a minimum', () => {
    expect(issuesOf(restaurantSummarySchema, { ...summary, deliveryTypes: [{ id: 3, name: 'drive-in' }] }).map((issue) => issue.path)).toEqual(['deliveryTypes.0.name']);
    expect(issuesOf(restaurantSummarySchema, { ...summary, deliveryTypes: [{ id: 0, name: 'delivery' }] }).map((issue) => issue.path)).toEqual(['deliveryTypes.0.id']);
    expect(issuesOf(restaurantSummarySchema, { ...summary, shipping: { fee: 2.5 } }).map((issue) => issue.path)).toEqual(['shipping.minimum_order']);
  });
});

describe('legal texts, information pages, postal codes and tables', () => {
  it('keeps every legal text, and null for the ones a restaurant has not written', () => {
    const legal = { about_us: '<p>Since 1987.</p>', privacy_policy: '<p>We store your order.</p>', imprint: '<p>Luigi GmbH</p>', terms_and_conditions: '<p>Prices include VAT.</p>' };
    expect(parsed(legalInfoSchema, legal)).toEqual(legal);
    const none = { about_us: null, privacy_policy: null, imprint: null, terms_and_conditions: null };
    expect(parsed(legalInfoSchema, none)).toEqual(none);
  });

  it('keeps an information page with or without a priority', () => {
    const page = { id: 3, title: 'Catering', body: '<p>We cater for up to 80 guests.</p>', priority: 2 };
    expect(parsed(informationPageAnswerSchema, page)).toEqual(page);
    expect(parsed(informationPageAnswerSchema, { ...page, priority: null })).toEqual({ ...page, priority: null });
    expect(issuesOf(informationPageAnswerSchema, { ...page, id: 3.5 }).map((issue) => issue.path)).toEqual(['id']);
  });

  it('keeps a postal code of the delivery area, with or without a city and a free delivery threshold', () => {
    const area = { postalCode: '10115', city: 'Berlin', fee: 2.5, minimum_order: 15, free_delivery_from: 40 };
    expect(parsed(postalCodeAnswerSchema, area)).toEqual(area);
    const plain = { ...area, city: null, free_delivery_from: null };
    expect(parsed(postalCodeAnswerSchema, plain)).toEqual(plain);
  });

  it('keeps a table with or without an area', () => {
    const table = { id: 8, name: 'Terrace 2', capacity: 4, area: 'Terrace', reservable: true };
    expect(parsed(restaurantTableSchema, table)).toEqual(table);
    expect(parsed(restaurantTableSchema, { ...table, area: null, reservable: false })).toEqual({ ...table, area: null, reservable: false });
    expect(issuesOf(restaurantTableSchema, { ...table, capacity: 2.5 }).map((issue) => issue.path)).toEqual(['capacity']);
  });
});
