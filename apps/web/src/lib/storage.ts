/**
 * Local storage with every key in one place. Storage can be unavailable (private mode, quota):
 * reads then answer null and writes are dropped, the shop keeps working for this page view.
 */

const PREFIX = 'tavola.';

export const storageKeys = {
  lang: `${PREFIX}lang`,
  baskets: `${PREFIX}baskets`,
  publicToken: (restaurantId: number) => `${PREFIX}publicToken.${restaurantId}`,
  privateToken: `${PREFIX}privateToken`,
  /** The spec's manager token, per restaurant (a manager may run several on one site). */
  managerToken: (restaurantId: number) => `${PREFIX}managerToken.${restaurantId}`,
  deliveryType: (restaurantId: number) => `${PREFIX}deliveryType.${restaurantId}`,
  popupHiddenUntil: (kind: 'announcement' | 'closed') => `${PREFIX}popup.${kind}`,
  visited: `${PREFIX}visited`,
  /** The guest's personal details, offered again at the next checkout. */
  checkoutDetails: (restaurantId: number) => `${PREFIX}checkoutDetails.${restaurantId}`,
  /** How the guest paid last time here: offered as the choice at the next checkout. */
  paymentType: (restaurantId: number) => `${PREFIX}paymentType.${restaurantId}`,
  /** Orders placed from this browser: the basket each came from (payment retry) and its last payment status. */
  placedOrders: `${PREFIX}placedOrders`,
  /** The table whose QR code the guest scanned today: new baskets sit there too (lib/seated-table.ts). */
  seatedTable: (restaurantId: number) => `${PREFIX}seatedTable.${restaurantId}`,
  /** Per basket: the day the table capacity was entered, and whether table selection is hidden. */
  tableCapacityDate: (basketId: string) => `${PREFIX}tableCapacityDate.${basketId}`,
  hideTableSelection: (basketId: string) => `${PREFIX}hideTableSelection.${basketId}`,
  /** Per basket, in this tab only (session storage): the checkout's open step and what was typed. */
  checkoutProgress: (basketId: string) => `${PREFIX}checkoutProgress.${basketId}`,
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Unavailable storage: the value lives for this page view only.
  }
}

export function readJson<T>(key: string): T | null {
  const text = readStorage(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** This tab's storage: survives a reload, not the tab (an address typed on a shared device goes with it). */
export function readSessionJson<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Unavailable storage: a reload starts the checkout again.
  }
}

/** Everything this storefront stored (spec §8: a 422 'unauthenticated' clears it all). */
export function clearStorage(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be cleared.
  }
}
