import { centsToAmount } from '@tavola/domain/pricing/money';
import type {
  CreateVoucherRequest,
  OwnerVoucher,
  UpdateVoucherRequest,
  VoucherSetting,
  VouchersSection,
} from '@tavola/domain/schemas/owner-delivery';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { FieldErrors, notFound } from '../../http/errors.ts';
import { restaurantSettings, writeRestaurantSettings } from '../owner-delivery/delivery-repo.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { cents } from '../restaurant/import/write-restaurant.ts';
import { insertVoucher, updateVoucherRow, voucherByCode, vouchersWithUse, type VoucherFields, type VoucherRow } from './vouchers-repo.ts';

export const VOUCHERS_SECTION = 'vouchers';
type Deps = { db: Db; restaurantChanges: RestaurantChanges; clock: () => Date };

/** A stored voucher in the import file's shape (percent: basis points back to percent). */
function importShape(row: VoucherRow): VoucherSetting {
  return {
    code: row.code,
    kind: row.kind,
    value: row.kind === 'fixed' ? centsToAmount(row.amountCents ?? 0) : centsToAmount(row.percentBasisPoints ?? 0),
    ...(row.validFrom ? { validFrom: row.validFrom } : {}),
    ...(row.validUntil ? { validUntil: row.validUntil } : {}),
    usageLimit: row.usageLimit,
    minimumOrder: centsToAmount(row.minimumOrderCents),
  };
}

function rowFields(voucher: VoucherSetting, archivedAt: Date | null): VoucherFields {
  return {
    code: voucher.code.toUpperCase(),
    kind: voucher.kind,
    amountCents: voucher.kind === 'fixed' ? cents(voucher.value) : null,
    // percent values have at most two decimals, so value × 100 is exact in basis points (as the import)
    percentBasisPoints: voucher.kind === 'percent' ? cents(voucher.value) : null,
    validFrom: voucher.validFrom ?? null,
    validUntil: voucher.validUntil ?? null,
    usageLimit: voucher.usageLimit,
    minimumOrderCents: cents(voucher.minimumOrder),
    archivedAt,
  };
}

async function listVouchers(db: DbOrTx, restaurantId: number, now: Date): Promise<VouchersSection['value']> {
  const [rows, restaurant] = await Promise.all([vouchersWithUse(db, restaurantId), restaurantSettings(db, restaurantId)]);
  if (!restaurant) throw notFound('restaurant_does_not_exists');
  // Expiry is a whole local day: the voucher is good through its last day in the restaurant's time zone.
  const today = toLocalMoment(now, restaurant.timeZone).date;
  const vouchers = rows.map(
    (row): OwnerVoucher => ({
      ...importShape(row),
      active: row.archivedAt === null,
      timesUsed: row.orderCount,
      expired: row.validUntil !== null && today > row.validUntil,
    }),
  );
  return { vouchers, acceptVouchers: restaurant.settings.availableVoucher };
}

export async function readVoucherSection(deps: Deps, restaurantId: number): Promise<VouchersSection> {
  const [revisions, value] = await Promise.all([readRevisions(deps.db, restaurantId), listVouchers(deps.db, restaurantId, deps.clock())]);
  return { revision: revisions[VOUCHERS_SECTION] ?? 0, value };
}

/**
 * One change of the vouchers section. The import document lists the active vouchers only: a
 * re-import archives what its file leaves out, which is what deactivation is.
 */
async function saveVouchers(
  deps: Deps,
  editor: OwnerEditor,
  change: { revision: number; action: string; subject: string; apply: (tx: Tx) => Promise<unknown> },
): Promise<VouchersSection> {
  let active: VoucherSetting[] = [];
  let acceptVouchers = false;
  const saved = await saveSettings(deps, editor, {
    section: VOUCHERS_SECTION,
    revision: change.revision,
    action: change.action,
    subject: change.subject,
    write: async (tx) => {
      const before = await change.apply(tx);
      const value = await listVouchers(tx, editor.restaurantId, deps.clock());
      const rows = await vouchersWithUse(tx, editor.restaurantId);
      active = rows.filter((row) => row.archivedAt === null).map(importShape);
      acceptVouchers = value.acceptVouchers;
      const after = value.vouchers.find((v) => v.code === change.subject) ?? { acceptVouchers };
      return { before, after, result: value };
    },
    importDocument: (document) => {
      const restaurant = (document.restaurant ?? {}) as Record<string, unknown>;
      const settings = (restaurant.settings ?? {}) as Record<string, unknown>;
      return {
        ...document,
        restaurant: { ...restaurant, settings: { ...settings, availableVoucher: acceptVouchers } },
        vouchers: active,
      };
    },
  });
  return { revision: saved.revision, value: saved.result };
}

async function refuseTakenCode(db: DbOrTx, restaurantId: number, code: string): Promise<void> {
  if (await voucherByCode(db, restaurantId, code)) throw FieldErrors.single('voucher.code', 'voucher_code_taken');
}

export function createVoucher(deps: Deps, editor: OwnerEditor, request: CreateVoucherRequest) {
  const code = request.voucher.code.toUpperCase();
  return saveVouchers(deps, editor, {
    revision: request.revision,
    action: 'create',
    subject: code,
    apply: async (tx) => {
      await refuseTakenCode(tx, editor.restaurantId, code);
      await insertVoucher(tx, editor.restaurantId, rowFields(request.voucher, null));
      return null;
    },
  });
}

/** Changes a voucher, its code too; `active: false` deactivates it (guests' baskets drop it at their next price). */
export function updateVoucher(
  deps: Deps,
  editor: OwnerEditor,
  currentCode: string,
  request: UpdateVoucherRequest,
) {
  const code = request.voucher.code.toUpperCase();
  return saveVouchers(deps, editor, {
    revision: request.revision,
    action: request.active ? 'update' : 'deactivate',
    subject: code,
    apply: async (tx) => {
      const existing = await voucherByCode(tx, editor.restaurantId, currentCode);
      if (!existing) throw notFound('voucher_missing');
      if (code !== existing.code) await refuseTakenCode(tx, editor.restaurantId, code);
      const archivedAt = request.active ? null : (existing.archivedAt ?? deps.clock());
      await updateVoucherRow(tx, existing.id, rowFields(request.voucher, archivedAt));
      return { ...importShape(existing), active: existing.archivedAt === null };
    },
  });
}

export function setAcceptVouchers(deps: Deps, editor: OwnerEditor, request: { revision: number; acceptVouchers: boolean }) {
  return saveVouchers(deps, editor, {
    revision: request.revision,
    action: 'update',
    subject: 'acceptVouchers',
    apply: async (tx) => {
      const restaurant = await restaurantSettings(tx, editor.restaurantId);
      if (!restaurant) throw notFound('restaurant_does_not_exists');
      await writeRestaurantSettings(tx, editor.restaurantId, { ...restaurant.settings, availableVoucher: request.acceptVouchers });
      return { acceptVouchers: restaurant.settings.availableVoucher };
    },
  });
}
