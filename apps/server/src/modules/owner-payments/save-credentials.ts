import type { OwnerProvider } from '@tavola/domain/schemas/owner-payments';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import {
  PROVIDER_LABELS,
  removeOwnCredentials,
  requireCredentialKeys,
  storeOwnCredentials,
  type MollieOwnCredentials,
  type SaferpayOwnCredentials,
} from '../../payments/credentials/restaurant-credentials.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { PAYMENTS_SECTION, type PaymentsConfig } from './payments-section.ts';

interface CredentialsDeps {
  db: Db;
  restaurantChanges: RestaurantChanges;
  config: PaymentsConfig;
  clock: () => Date;
}

/**
 * Stores the restaurant's own credentials, sealed. The audit log and the import document learn only
 * that they were set: a secret never leaves this function except sealed (the export names no secret,
 * so a restaurant moved by its import file enters its credentials again).
 */
export async function saveOwnCredentials(
  deps: CredentialsDeps,
  editor: OwnerEditor,
  input: { provider: OwnerProvider; revision: number; credentials: MollieOwnCredentials | SaferpayOwnCredentials },
) {
  const keys = requireCredentialKeys(deps.config.credentialKeys);
  return saveSettings(deps, editor, {
    section: PAYMENTS_SECTION,
    revision: input.revision,
    action: 'credentials-set',
    subject: input.provider,
    write: async (tx) => {
      const stored = await storeOwnCredentials(tx, keys, {
        restaurantId: editor.restaurantId,
        provider: input.provider,
        credentials: input.credentials,
        by: editor.email,
        now: deps.clock(),
      });
      return { before: null, after: { credentials: 'set' }, result: stored };
    },
  });
}

export async function removeCredentials(deps: CredentialsDeps, editor: OwnerEditor, input: { provider: OwnerProvider; revision: number }) {
  return saveSettings(deps, editor, {
    section: PAYMENTS_SECTION,
    revision: input.revision,
    action: 'credentials-removed',
    subject: input.provider,
    write: async (tx) => {
      if (!(await removeOwnCredentials(tx, editor.restaurantId, input.provider))) throw notFound('provider_not_configured', { provider: PROVIDER_LABELS[input.provider] });
      return { before: { credentials: 'set' }, after: { credentials: 'removed' }, result: null };
    },
  });
}
