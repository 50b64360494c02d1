import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { loadMenuRows, type MenuRows } from '../menu/menu-repo.ts';
import { LocalisedMenus } from '../menu/menu-snapshot.ts';
import { writeMenu } from '../restaurant/import/write-menu.ts';
import { ensureDraft, menuIssues, menuOfEntries } from './menu-draft.ts';
import { draftEntries, findDraft, liveMenuVersion } from './menu-editor-repo.ts';

/** A preview link works for two hours: long enough to look, short enough that a forwarded link dies. */
export const PREVIEW_TTL_SECONDS = 2 * 60 * 60;
const AUDIENCE = 'tavola-menu-preview';

/**
 * A signed token naming the restaurant whose draft it shows. It has no `kind`, so the bearer-token
 * check refuses it everywhere else; only the menu reads accept it, and only for the draft.
 */
export async function issuePreviewToken(secret: Uint8Array, restaurantId: number, now: Date): Promise<{ token: string; expiresAt: string }> {
  const expires = Math.floor(now.getTime() / 1000) + PREVIEW_TTL_SECONDS;
  const token = await new SignJWT({ rid: restaurantId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(expires)
    .sign(secret);
  return { token, expiresAt: new Date(expires * 1000).toISOString() };
}

/** The restaurant a preview token is for, or 403 `preview_link_invalid` (expired, tampered, another restaurant's). */
export async function checkPreviewToken(secret: Uint8Array, token: string, restaurantId: number, now: Date): Promise<void> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['exp'],
      currentDate: now,
    });
    if (payload.rid === restaurantId) return;
  } catch {
    // refused below
  }
  throw forbidden('preview_link_invalid');
}

class PreviewOnly extends Error {
  constructor(readonly rows: MenuRows) {
    super('preview only');
  }
}

/**
 * The storefront's menu as the draft would make it, built by the very code a publish runs: the draft
 * is written inside a transaction, read back as the menu answers read it, and the transaction is
 * rolled back. Built once per draft revision. The write briefly holds the restaurant's menu rows, so
 * an order's stock update may wait a few milliseconds while an owner previews a changed draft.
 */
export class DraftPreviews {
  private readonly built = new Map<number, { revision: number; snapshot: Promise<LocalisedMenus> }>();

  constructor(private readonly db: Db) {}

  /** The draft's menu, in every language (a snapshot per language on its first read). */
  async snapshot(restaurantId: number): Promise<LocalisedMenus> {
    await ensureDraft(this.db, restaurantId);
    const draft = await findDraft(this.db, restaurantId);
    const revision = draft?.revision ?? 0;
    const cached = this.built.get(restaurantId);
    if (cached && cached.revision === revision) return cached.snapshot;
    const snapshot = this.build(restaurantId, revision);
    this.built.set(restaurantId, { revision, snapshot });
    snapshot.catch(() => this.built.delete(restaurantId));
    return snapshot;
  }

  private async build(restaurantId: number, revision: number): Promise<LocalisedMenus> {
    try {
      await this.db.transaction(async (tx) => {
        const live = await liveMenuVersion(tx, restaurantId);
        if (!live) throw new Error(`restaurant ${restaurantId} vanished`);
        const checked = menuIssues(menuOfEntries(await draftEntries(tx, restaurantId)));
        // A draft that would not publish cannot be shown either; the editor names its problems.
        if (!checked.ok) throw new AppError('menu_invalid', 422);
        await writeMenu(tx, restaurantId, live.slug, checked.menu);
        throw new PreviewOnly(await loadMenuRows(tx, restaurantId));
      });
    } catch (error) {
      // A negative version never equals a live one, so nothing mixes a preview with the live cache.
      if (error instanceof PreviewOnly) return new LocalisedMenus(-revision, error.rows);
      throw error;
    }
    throw new Error('unreachable: the preview transaction always rolls back');
  }
}
