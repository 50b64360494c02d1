import { LEGAL_TEXT_KINDS, type LegalInfo } from '@tavola/domain/schemas/restaurant-info';
import type { DbOrTx } from '../../db/client.ts';
import { legalPagesOf } from './repo.ts';

/**
 * The restaurant's legal texts as GET api/restaurant/imprint answers them (null where it has none);
 * the server's render of a legal text's address reads the same answer (storefront/ssr).
 */
export async function legalInfoOf(db: DbOrTx, restaurantId: number): Promise<LegalInfo> {
  const pages = await legalPagesOf(db, restaurantId);
  return Object.fromEntries(
    LEGAL_TEXT_KINDS.map((kind) => [kind, pages.find((page) => page.kind === kind)?.body ?? null]),
  ) as LegalInfo;
}
