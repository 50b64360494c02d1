import { readJson, storageKeys, writeStorage } from './storage.ts';

/**
 * The table a guest sat down at by scanning its QR code (issue 26 item 11). An order ends the basket,
 * and the next basket used to come without the table: no bill button, no dish collector, until the
 * guest scanned again. The scanned code is remembered, and every new basket sits at that table, until
 * the table's bill is paid in this browser or the day ends.
 *
 * "The day" is the browser's calendar day: a guest sitting at a table is in the restaurant's time zone,
 * so the two agree, and no restaurant answer is needed before the first basket is created.
 */
interface SeatedTable {
  code: string;
  /** 'YYYY-MM-DD' of the scan. */
  day: string;
}

function dayOf(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function rememberSeatedTable(restaurantId: number, code: string, now = new Date()): void {
  writeStorage(storageKeys.seatedTable(restaurantId), JSON.stringify({ code, day: dayOf(now) } satisfies SeatedTable));
}

/** The code of today's table, or null (none, or a table of an earlier day: then it is forgotten). */
export function seatedTableCode(restaurantId: number, now = new Date()): string | null {
  const seated = readJson<Partial<SeatedTable>>(storageKeys.seatedTable(restaurantId));
  if (!seated || typeof seated.code !== 'string' || seated.day !== dayOf(now)) {
    if (seated) forgetSeatedTable(restaurantId);
    return null;
  }
  return seated.code;
}

export function forgetSeatedTable(restaurantId: number): void {
  writeStorage(storageKeys.seatedTable(restaurantId), null);
}
