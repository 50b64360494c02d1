import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TipSettings } from '@tavola/domain/schemas/owner-delivery';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { CheckRow, inputClass } from '../../../shared/field.tsx';
import { useSaveTips, useTipSection } from '../api/delivery-api.ts';
import { useDeliveryTexts } from '../i18n/use-delivery-texts.ts';
import { fieldMessages } from '../lib/money-text.ts';
import { ConflictNotice } from './conflict-notice.tsx';

const SLOTS = [0, 1, 2];

/** Whether guests are asked for a tip, and up to three shares they are offered. */
export function TipsForm({ token }: { token: string }) {
  const { t } = useDeliveryTexts();
  const section = useTipSection(token);
  const save = useSaveTips(token);
  const [ask, setAsk] = useState(false);
  const [presets, setPresets] = useState(['', '', '']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // After a 409 the section reloads (its new revision) but the form keeps what the owner typed.
  const keepTyped = useRef(false);
  const [stale, setStale] = useState(false);

  const value = section.data?.value;
  const show = (shown: TipSettings) => {
    setAsk(shown.tipRequest);
    setPresets(SLOTS.map((i) => (shown.tipPresets[i] === undefined ? '' : String(shown.tipPresets[i]))));
  };
  useEffect(() => {
    if (!value) return;
    if (keepTyped.current) {
      keepTyped.current = false;
      return;
    }
    show(value);
  }, [value]);

  if (!section.data) return <p className="text-muted">{section.isError ? errorText(section.error) : t('loading')}</p>;
  const revision = section.data.revision;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const tipPresets = presets.filter((p) => p.trim() !== '').map((p) => (/^\d+$/.test(p.trim()) ? Number(p.trim()) : Number.NaN));
    save.mutate(
      { revision, tipRequest: ask, tipPresets },
      {
        onSuccess: () => {
          setStale(false);
          showSnackbar({ message: t('saved'), type: 'success' });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            keepTyped.current = true;
            setStale(true);
            void section.refetch();
            return;
          }
          setErrors(fieldMessages(error));
          if (!isApiError(error) || error.status !== 422) showSnackbar({ message: errorText(error), type: 'error' });
        },
      },
    );
  };

  const listError = errors.tipPresets;
  return (
    <form onSubmit={submit} noValidate data-testid="tips-form">
      {stale && (
        <div className="mb-3">
          <ConflictNotice
            testId="tips-conflict"
            onTakeTheirs={() => {
              keepTyped.current = false;
              setStale(false);
              setErrors({});
              show(section.data!.value);
            }}
          />
        </div>
      )}
      <CheckRow label={t('tips.ask')} checked={ask} onChange={(event) => setAsk(event.target.checked)} data-testid="tip-request" />
      <fieldset className="mt-3" aria-describedby="tip-presets-hint">
        <legend className="text-sm font-semibold">{t('tips.presets')}</legend>
        <p id="tip-presets-hint" className="mt-0.5 text-xs text-muted">
          {t('tips.presetsHint')}
        </p>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:max-w-sm">
          {SLOTS.map((i) => {
            const error = errors[`tipPresets.${i}`];
            return (
              <div key={i}>
                <label htmlFor={`tip-preset-${i}`} className="block text-xs font-semibold text-muted">
                  {t('tips.preset', { number: i + 1 })}
                </label>
                <input
                  id={`tip-preset-${i}`}
                  inputMode="numeric"
                  value={presets[i]}
                  onChange={(event) => setPresets(presets.map((p, j) => (j === i ? event.target.value : p)))}
                  aria-invalid={!!(error ?? listError)}
                  className={`${inputClass} tabular-nums`}
                  data-testid="tip-preset"
                />
                {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
              </div>
            );
          })}
        </div>
        {listError && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
            {listError}
          </p>
        )}
      </fieldset>
      <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'md', 'mt-4')} data-testid="save-tips">
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
