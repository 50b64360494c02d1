import type { DbOrTx } from '../../db/client.ts';
import { websiteViews } from '../../db/schema/visit.ts';

export interface NewWebsiteView {
  restaurantId: number;
  qrCode: boolean;
  isUnique: boolean;
  isNew: boolean;
}

export async function insertWebsiteView(db: DbOrTx, view: NewWebsiteView): Promise<number> {
  const [row] = await db.insert(websiteViews).values(view).returning({ id: websiteViews.id });
  if (!row) throw new Error('website view insert returned no row');
  return row.id;
}
