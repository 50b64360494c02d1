import { describe, expect, it } from 'vitest';
import type { RestaurantInfo } from '../../api/restaurant-info.ts';
import { headerLinks, informationLinks, linkKey } from './header-links.ts';

const t = (key: string) => key;
const legalAll = { legal_texts: ['about_us', 'privacy_policy', 'imprint', 'terms_and_conditions'] };
const legalNone = { legal_texts: [] };

function info(fields: Record<string, unknown> = {}): RestaurantInfo {
  return {
    ticketingSystem: false,
    meta: { foot_note: 'bottom', show_open_hours: true },
    reservation_table: true,
    allergies: true,
    has_blog: true,
    modes: { review: false },
    ...fields,
  } as unknown as RestaurantInfo;
}
const keys = (links: ReturnType<typeof headerLinks>) => links.map(linkKey);

describe('headerLinks (spec §2)', () => {
  it('lists every link when content exists and features are on, Blog as a route', () => {
    const links = headerLinks(info(legalAll), t);
    expect(keys(links)).toEqual([
      'about',
      'contact',
      '/blogs',
      'openingTime',
      'tableReservation',
      'allergies',
      'terms',
      'privacy',
      'imprint',
    ]);
    expect(links.find((link) => link.to === '/blogs')?.overlay).toBeUndefined();
  });

  it('leaves out legal pages without content; Contact always stays', () => {
    expect(keys(headerLinks(info(legalNone), t))).toEqual([
      'contact',
      '/blogs',
      'openingTime',
      'tableReservation',
      'allergies',
    ]);
  });

  it('hides opening time and table reservation under ticketing, and each when it is off', () => {
    expect(keys(headerLinks(info({ ticketingSystem: true, ...legalNone }), t))).toEqual([
      'contact',
      '/blogs',
      'allergies',
    ]);
    expect(
      keys(
        headerLinks(
          info({ meta: { foot_note: 'bottom', show_open_hours: false }, reservation_table: false, ...legalNone }),
          t,
        ),
      ),
    ).toEqual(['contact', '/blogs', 'allergies']);
  });

  it('has no Blog without has_blog nor in event mode, no Allergies when off', () => {
    expect(keys(headerLinks(info({ has_blog: false, allergies: false, ...legalNone }), t))).toEqual([
      'contact',
      'openingTime',
      'tableReservation',
    ]);
    expect(keys(headerLinks(info(legalNone), t, true))).not.toContain('/blogs');
  });

  it('shows only Contact before the restaurant info arrives (nothing that might vanish)', () => {
    expect(keys(headerLinks(undefined, t))).toEqual(['contact']);
  });
});

describe('informationLinks', () => {
  it('links each information page to its overlay, in the order given', () => {
    const links = informationLinks([
      { id: 7, title: 'Allergens and additives', body: '<p>x</p>', priority: 1 },
      { id: 3, title: 'Catering and private dining', body: '<p>y</p>', priority: 2 },
    ]);
    expect(links).toEqual([
      { overlay: 'information:7', label: 'Allergens and additives' },
      { overlay: 'information:3', label: 'Catering and private dining' },
    ]);
    expect(informationLinks(undefined)).toEqual([]);
  });
});
