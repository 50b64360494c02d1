import type { SetupOverview } from '@tavola/domain/schemas/owner-setup';
import type { AppDeps } from '../../app.ts';
import { AppError, conflict } from '../../http/errors.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { setRestaurantLive } from './onboarding-repo.ts';
import { setupOverview } from './setup-checklist.ts';

export const SETUP_SECTION = 'setup';

/**
 * Opens the restaurant to guests. The steps are checked again inside the save's transaction (the
 * section lock makes two taps take turns): a step undone since the screen loaded refuses it with
 * 422 `setup_incomplete` naming the missing steps, and nothing changes.
 */
export async function goLive(
  deps: Pick<AppDeps, 'db' | 'restaurantChanges'>,
  owner: OwnerEditor,
): Promise<SetupOverview> {
  const revision = (await readRevisions(deps.db, owner.restaurantId))[SETUP_SECTION] ?? 0;
  await saveSettings(deps, owner, {
    section: SETUP_SECTION,
    revision,
    action: 'go_live',
    write: async (tx) => {
      const before = await setupOverview(tx, owner.restaurantId);
      if (before.status === 'live') throw conflict('restaurant_already_live');
      const missing = before.steps.filter((step) => !step.done).map((step) => step.step);
      if (missing.length) throw new AppError('setup_incomplete', 422, {}, { missing });
      await setRestaurantLive(tx, owner.restaurantId);
      return { before: { status: 'setup' }, after: { status: 'live' }, result: null };
    },
  });
  return setupOverview(deps.db, owner.restaurantId);
}
