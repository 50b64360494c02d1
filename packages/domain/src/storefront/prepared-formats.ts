import { moneyPatternOf, type MoneyPattern } from '../pricing/money-pattern.ts';
import { adoptMoneyPattern } from '../pricing/money.ts';
import { adoptZoneOffsets, isValidTimeZone, zoneOffsetTable, type ZoneOffsetTable } from '../time/zoned.ts';

/**
 * What a page needs to write its prices and place times on the restaurant's clock without Intl: the
 * server takes them from Intl and sends them with the page (`<script id="storefront-formats">`); the
 * browser adopts them before its first render. The first Intl formatter a page builds loads the browser's
 * ICU data (45–85 ms on this machine, four times that on a phone) in the middle of the page's start
 * (bench/RESULTS.md, 2026-11-30); with these, a menu page starts without building one. Types only: the
 * web reads it without zod, and anything missing or malformed falls back to Intl.
 */
export const PREPARED_FORMATS_ELEMENT_ID = 'storefront-formats';

export interface PreparedFormats {
  /** How the page's language writes the restaurant's currency. */
  money: MoneyPattern;
  /** The restaurant zone's offsets from two days back to two months ahead. */
  zoneOffsets: ZoneOffsetTable;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Two days back (an order placed yesterday) and nine weeks ahead (the order window, the ticket calendar's first months). */
const TABLE_BEFORE_MS = 2 * DAY_MS;
const TABLE_AFTER_MS = 63 * DAY_MS;

const moneyPatterns = new Map<string, MoneyPattern>();
/** One table per zone and hour: every page of that hour sends the same one. */
const zoneTables = new Map<string, ZoneOffsetTable>();

/** Null for a zone the runtime does not know: the page then leaves it to Intl, which says so. */
export function prepareFormats(lang: string, currency: string, timeZone: string, now: Date): PreparedFormats | null {
  if (!isValidTimeZone(timeZone)) return null;
  const moneyKey = `${lang}|${currency}`;
  let money = moneyPatterns.get(moneyKey);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache; taking the pattern again gives the same.
  if (!money) {
    money = moneyPatternOf(lang, currency);
    moneyPatterns.set(moneyKey, money);
  }
  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const zoneKey = `${timeZone}|${hour}`;
  let zoneOffsets = zoneTables.get(zoneKey);
  if (!zoneOffsets) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: equivalent — only the cache's size.
    if (zoneTables.size >= 100) zoneTables.clear();
    zoneOffsets = zoneOffsetTable(timeZone, hour - TABLE_BEFORE_MS, hour + TABLE_AFTER_MS);
    zoneTables.set(zoneKey, zoneOffsets);
  }
  return { money, zoneOffsets };
}

/** In the browser, before the first render. */
export function adoptPreparedFormats(formats: PreparedFormats): void {
  adoptMoneyPattern(formats.money);
  adoptZoneOffsets(formats.zoneOffsets);
}
