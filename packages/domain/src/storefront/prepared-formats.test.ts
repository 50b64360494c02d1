import { describe, expect, it } from 'vitest';
import { formatMoney } from '../pricing/money.ts';
import { toLocalMoment } from '../time/zoned.ts';
import { adoptPreparedFormats, PREPARED_FORMATS_ELEMENT_ID, prepareFormats } from './prepared-formats.ts';

describe('prepared formats', () => {
  const now = new Date('2026-11-30T19:42:10Z');

  it("cover the page's language and currency, and the zone from two days back to nine weeks ahead", () => {
    const formats = prepareFormats('de', 'EUR', 'Europe/Berlin', now)!;
    expect(formats.money).toMatchObject({ lang: 'de', currency: 'EUR', decimal: ',', group: '.' });
    expect(formats.zoneOffsets).toMatchObject({
      timeZone: 'Europe/Berlin',
      from: Date.parse('2026-11-28T19:00:00Z'),
      to: Date.parse('2027-02-01T19:00:00Z'),
      spans: [[Date.parse('2026-11-28T19:00:00Z'), 3_600_000]],
    });
    // The same hour gives the same table; the next hour a new one.
    expect(prepareFormats('fr', 'EUR', 'Europe/Berlin', new Date('2026-11-30T19:59:59Z'))!.zoneOffsets).toBe(formats.zoneOffsets);
    expect(prepareFormats('de', 'EUR', 'Europe/Berlin', new Date('2026-11-30T20:00:00Z'))!.zoneOffsets.from).toBe(
      Date.parse('2026-11-28T20:00:00Z'),
    );
  });

  it('write, once adopted, what Intl writes', () => {
    expect(prepareFormats('de', 'EUR', 'Mars/Olympus_Mons', now)).toBeNull();
    const formats = prepareFormats('ar', 'EUR', 'America/Santiago', now)!;
    const before = [formatMoney(-123456, 'EUR', 'ar'), toLocalMoment(now, 'America/Santiago')];
    adoptPreparedFormats(formats);
    expect([formatMoney(-123456, 'EUR', 'ar'), toLocalMoment(now, 'America/Santiago')]).toEqual(before);
  });
});

describe('prepared formats, taken and adopted', () => {
  const now = new Date('2026-12-01T08:00:00Z');

  it('take each language and currency on its own', () => {
    expect(prepareFormats('de', 'USD', 'Europe/Berlin', now)!.money).toMatchObject({ lang: 'de', currency: 'USD' });
    expect(prepareFormats('fr', 'GBP', 'Europe/Berlin', now)!.money).toMatchObject({ lang: 'fr', currency: 'GBP', decimal: ',' });
    expect(PREPARED_FORMATS_ELEMENT_ID).toBe('storefront-formats');
  });

  it('are what the page writes with once adopted', () => {
    // Doctored, so the answers show they came from the adopted formats and not from Intl.
    const formats = prepareFormats('en', 'GBP', 'Asia/Kolkata', now)!;
    adoptPreparedFormats({
      money: { ...formats.money, digits: 'ABCDEFGHIJ' },
      zoneOffsets: { ...formats.zoneOffsets, spans: [[formats.zoneOffsets.from, 0]] },
    });
    expect(formatMoney(1250, 'GBP', 'en')).toBe('£BC.FA');
    expect(toLocalMoment(now, 'Asia/Kolkata').minutes).toBe(8 * 60);
  });
});
