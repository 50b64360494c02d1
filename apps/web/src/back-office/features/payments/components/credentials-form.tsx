import { useId, useState, type FormEvent } from 'react';
import type { OwnerProvider } from '@tavola/domain/schemas/owner-payments';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useSaveCredentials, useTestConnection } from '../api/payments-api.ts';
import { usePaymentsTexts } from '../i18n/use-payments-texts.ts';
import { ConnectionResult, type TestOutcome } from './connection-result.tsx';

const FIELDS: Record<OwnerProvider, string[]> = {
  mollie: ['apiKey'],
  saferpay: ['customerId', 'terminalId', 'username', 'password'],
};
const SECRET_FIELDS = new Set(['apiKey', 'password']);

/**
 * New credentials: typed, tried against the provider before saving if the owner likes, then stored.
 * The secret fields never show what is stored (there is nothing to show: the server answers a mask).
 */
export function CredentialsForm({ token, provider, onDone }: { token: string; provider: OwnerProvider; onDone: () => void }) {
  const { t } = usePaymentsTexts();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(provider === 'saferpay' ? { environment: 'live' } : {});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const save = useSaveCredentials(token);
  const test = useTestConnection(token);

  const fieldErrorsOf = (error: unknown) =>
    Object.fromEntries(
      Object.entries(isApiError(error) ? (error.details.fieldErrors ?? {}) : {})
        .filter(([field]) => field.startsWith('credentials.'))
        .map(([field, messages]) => [field.slice('credentials.'.length), messages[0] ?? '']),
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    save.mutate(
      { provider, credentials: values },
      {
        onSuccess: () => {
          showSnackbar({ message: t('providers.savedCredentials'), type: 'success' });
          onDone();
        },
        onError: (error) => {
          setFieldErrors(fieldErrorsOf(error));
          showSnackbar({ message: errorText(error), type: 'error' });
        },
      },
    );
  }

  function tryTyped() {
    setOutcome(null);
    setFieldErrors({});
    test.mutate(
      { provider, credentials: values },
      {
        onSuccess: (message) => setOutcome({ ok: true, message }),
        onError: (error) => {
          setFieldErrors(fieldErrorsOf(error));
          setOutcome({ ok: false, message: errorText(error) });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate data-testid="credentials-form">
      {FIELDS[provider].map((field) => (
        <div key={field} className="grid gap-1">
          <label htmlFor={`${id}-${field}`} className="font-semibold">
            {t(`fields.${field}`)}
          </label>
          <input
            id={`${id}-${field}`}
            name={field}
            type={SECRET_FIELDS.has(field) ? 'password' : 'text'}
            inputMode={field === 'customerId' || field === 'terminalId' ? 'numeric' : undefined}
            autoComplete={SECRET_FIELDS.has(field) ? 'new-password' : 'off'}
            spellCheck={false}
            dir="ltr"
            required
            value={values[field] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            aria-invalid={fieldErrors[field] ? true : undefined}
            aria-describedby={[field === 'apiKey' ? `${id}-hint` : '', fieldErrors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined}
            className="h-11 rounded-xl border border-line bg-surface px-3 font-mono text-base"
            data-testid={`credential-${field}`}
          />
          {field === 'apiKey' && (
            <p id={`${id}-hint`} className="text-sm text-muted">
              {t('fields.apiKeyHint')}
            </p>
          )}
          {fieldErrors[field] && (
            <p id={`${id}-${field}-error`} className="text-sm font-semibold text-red-800">
              {fieldErrors[field]}
            </p>
          )}
        </div>
      ))}
      {provider === 'saferpay' && (
        <fieldset className="grid gap-1">
          <legend className="font-semibold">{t('fields.environment')}</legend>
          <div className="flex gap-4">
            {(['live', 'test'] as const).map((environment) => (
              <label key={environment} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-environment`}
                  value={environment}
                  checked={values.environment === environment}
                  onChange={() => setValues((current) => ({ ...current, environment }))}
                  className="size-5"
                />
                {t(`fields.${environment}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p className="text-sm text-muted">{t('providers.neverShown')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary', 'md')} disabled={save.isPending} aria-busy={save.isPending} data-testid="credentials-save">
          {save.isPending ? t('providers.saving') : t('providers.save')}
        </button>
        <button type="button" className={buttonClass('secondary', 'md')} onClick={tryTyped} disabled={test.isPending} aria-busy={test.isPending} data-testid="credentials-test">
          {test.isPending ? t('providers.testing') : t('providers.test')}
        </button>
        <button type="button" className={buttonClass('ghost', 'md')} onClick={onDone} data-testid="credentials-cancel">
          {t('providers.cancel')}
        </button>
      </div>
      <ConnectionResult outcome={outcome} />
    </form>
  );
}
