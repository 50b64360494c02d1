import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses } from '../../db/schema/account.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Pick<
  typeof addresses.$inferInsert,
  'street' | 'houseNumber' | 'postalCode' | 'city' | 'country' | 'company' | 'note'
>;

/** Every query names restaurant and owner: an address id alone never reaches another customer's row. */
const owned = (restaurantId: number, userId: number, id?: number): SQL | undefined =>
  and(
    eq(addresses.restaurantId, restaurantId),
    eq(addresses.userId, userId),
    ...(id === undefined ? [] : [eq(addresses.id, id)]),
  );

/** LIKE wildcards in the search text are matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listAddresses(
  db: DbOrTx,
  restaurantId: number,
  userId: number,
  search?: string,
): Promise<AddressRow[]> {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const matches = pattern
    ? or(
        ilike(addresses.street, pattern),
        ilike(addresses.houseNumber, pattern),
        ilike(addresses.postalCode, pattern),
        ilike(addresses.city, pattern),
        ilike(addresses.company, pattern),
      )
    : undefined;
  return db
    .select()
    .from(addresses)
    .where(and(owned(restaurantId, userId), matches))
    .orderBy(asc(addresses.id));
}

export async function insertAddress(
  db: DbOrTx,
  owner: { restaurantId: number; userId: number },
  fields: AddressFields,
  now: Date,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...owner, ...fields, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateAddress(
  db: DbOrTx,
  owner: { restaurantId: number; userId: number },
  id: number,
  fields: AddressFields,
  now: Date,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set({ ...fields, updatedAt: now })
    .where(owned(owner.restaurantId, owner.userId, id))
    .returning();
  return row ?? null;
}

export async function deleteAddress(
  db: DbOrTx,
  owner: { restaurantId: number; userId: number },
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(owned(owner.restaurantId, owner.userId, id))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}

export async function deleteAddressesOfUser(db: DbOrTx, restaurantId: number, userId: number): Promise<void> {
  await db.delete(addresses).where(owned(restaurantId, userId));
}
