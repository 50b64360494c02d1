import { useEffect, useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { CheckRow, inputClass } from '../../../shared/field.tsx';
import { useSaveTips, useTipSection } from '../api/delivery-api.ts';
import { useDeliveryTexts } from '../i18n/use-delivery-texts.ts';
import { fieldMessages } from '../lib/money-text.ts';

const SLOTS = [0, 1, 2];

/** Whether guests are asked for a tip, and up to three shares they are offered. */
export function TipsForm({ token }: { token: string }) {
  const { t } = useDeliveryTexts();
  const section = useTipSection(token);
  const save = useSaveTips(token);
  const [ask, setAsk] = useState(false);
  const [presets, setPresets] = useState(['', '', '']);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const value = section.data?.value;
  useEffect(() => {
    if (!value) return;
    setAsk(value.tipRequest);
    setPresets(SLOTS.map((i) => (value.tipPresets[i] === undefined ? '' : String(value.tipPresets[i]))));
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
        onSuccess: () => showSnackbar({ message: t('saved'), type: 'success' }),
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            void section.refetch();
            showSnackbar({ message: t('reloaded'), type: 'warning' });
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
