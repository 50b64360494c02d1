import { useId, useState } from 'react';
import type { OwnerPayments } from '@tavola/domain/schemas/owner-payments';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useRemoveCredentials, useTestConnection } from '../api/payments-api.ts';
import { usePaymentsTexts } from '../i18n/use-payments-texts.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { ConnectionResult, type TestOutcome } from './connection-result.tsx';

type Provider = OwnerPayments['providers'][number];

/** One provider: whose account takes the payments, the stored key's mask, and replace / remove / test. */
export function ProviderCard({ token, provider, canStore }: { token: string; provider: Provider; canStore: boolean }) {
  const { t, lang } = usePaymentsTexts();
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const remove = useRemoveCredentials(token);
  const test = useTestConnection(token);
  const headingId = useId();
  const name = t(`providers.${provider.provider}`);
  const { own } = provider;

  function runTest() {
    setOutcome(null);
    test.mutate(
      { provider: provider.provider },
      { onSuccess: (message) => setOutcome({ ok: true, message }), onError: (error) => setOutcome({ ok: false, message: errorText(error) }) },
    );
  }

  function removeOwn() {
    if (!window.confirm(t('providers.removeConfirm', { provider: name }))) return;
    setOutcome(null);
    remove.mutate(provider.provider, {
      onSuccess: () => showSnackbar({ message: t('providers.removed'), type: 'success' }),
      onError: (error) => showSnackbar({ message: errorText(error), type: 'error' }),
    });
  }

  return (
    <article aria-labelledby={headingId} className="grid content-start gap-3 rounded-3xl bg-surface p-4 shadow-raised sm:p-6" data-testid={`provider-${provider.provider}`}>
      <h3 id={headingId} className="text-lg font-bold">
        {name}
      </h3>
      {own ? (
        <div data-testid="provider-own">
          <p className="font-semibold">{t('providers.own')}</p>
          <p className="text-muted">
            <span dir="ltr" className="font-mono" data-testid="provider-mask">
              {t('providers.ownKey', { mask: own.mask })}
            </span>
            {own.hint && (
              <>
                {' · '}
                <bdi dir="ltr">{own.hint}</bdi>
              </>
            )}
          </p>
          <p className="text-sm text-muted">
            {t('providers.setAt', { date: new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(own.setAt)), by: own.setBy })}
          </p>
        </div>
      ) : (
        <p className="text-muted" data-testid="provider-source">
          {provider.platformDefault ? t('providers.platform') : t('providers.none')}
        </p>
      )}

      {editing ? (
        <CredentialsForm
          token={token}
          provider={provider.provider}
          onDone={() => {
            setEditing(false);
            setOutcome(null);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {canStore && (
            <button type="button" className={buttonClass(own ? 'secondary' : 'primary', 'md')} onClick={() => setEditing(true)} data-testid="provider-edit">
              <Icon name="edit" />
              {own ? t('providers.replace') : t('providers.enter')}
            </button>
          )}
          {(own || provider.platformDefault) && (
            <button type="button" className={buttonClass('secondary', 'md')} onClick={runTest} disabled={test.isPending} aria-busy={test.isPending} data-testid="provider-test">
              {test.isPending ? t('providers.testing') : t('providers.test')}
            </button>
          )}
          {own && (
            <button type="button" className={buttonClass('ghost', 'md', 'text-red-800')} onClick={removeOwn} disabled={remove.isPending} data-testid="provider-remove">
              <Icon name="trash" />
              {t('providers.remove')}
            </button>
          )}
        </div>
      )}
      {!editing && <ConnectionResult outcome={outcome} />}
    </article>
  );
}
