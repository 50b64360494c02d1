import { useState } from 'react';
import type { LanguagesValue } from '@tavola/domain/schemas/owner-brand';
import { CURRENCIES, RESTAURANT_LANGS } from '@tavola/domain/schemas/restaurant-import';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { CheckRow, Field, FieldSet, inputClass } from '../../../shared/field.tsx';
import { OwnerFrame } from '../../../shared/owner-frame.tsx';
import { errorText } from '../../../shared/owner-request.ts';
import { useLanguagesSection, useSaveLanguages } from '../api/setup-api.ts';
import { useSetupTexts } from '../i18n/use-setup-texts.ts';
import { fieldMessages, isStale } from './field-messages.ts';
import { SaveBar, SectionStates } from './section-states.tsx';

/** /manager/languages: which of the four languages guests may choose, the restaurant's own, its currency. */
export function LanguagesPage() {
  const { t } = useSetupTexts();
  return <OwnerFrame title={t('languages.title')}>{(token) => <LanguagesLoader token={token} />}</OwnerFrame>;
}

function LanguagesLoader({ token }: { token: string }) {
  const { t } = useSetupTexts();
  const section = useLanguagesSection(token);
  if (!section.data) {
    return (
      <SectionStates
        pending={section.isPending}
        error={section.error}
        loading={t('languages.loading')}
        failed={t('languages.loadFailed')}
        retry={t('languages.retry')}
        onRetry={() => void section.refetch()}
      />
    );
  }
  return (
    <LanguagesForm
      key={section.data.revision}
      token={token}
      revision={section.data.revision}
      initial={section.data.value}
      onReload={() => void section.refetch()}
    />
  );
}

function LanguagesForm({
  token,
  revision,
  initial,
  onReload,
}: {
  token: string;
  revision: number;
  initial: LanguagesValue;
  onReload: () => void;
}) {
  const { t } = useSetupTexts();
  const [draft, setDraft] = useState<LanguagesValue>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveLanguages(token);
  // A first save confirms the defaults too: the checklist's step is the owner's choice, not the data's.
  const dirty = revision === 0 || JSON.stringify(draft) !== JSON.stringify(initial);
  const toggle = (lang: LanguagesValue['lang'], on: boolean) => {
    setDraft((current) => {
      const languages = RESTAURANT_LANGS.filter((code) => (code === lang ? on : current.languages.includes(code)));
      return {
        ...current,
        languages,
        lang: languages.includes(current.lang) ? current.lang : (languages[0] ?? current.lang),
      };
    });
    setErrors({});
  };

  const submit = () =>
    save.mutate(
      { revision, ...draft },
      {
        onSuccess: () => showSnackbar({ message: t('languages.saved'), type: 'success' }),
        onError: (error) => {
          if (isStale(error)) {
            showSnackbar({ message: t('languages.reloaded'), type: 'warning', duration: null });
            onReload();
            return;
          }
          const fields = fieldMessages(error);
          if (fields) setErrors(fields);
          showSnackbar({ message: fields ? t('languages.fixErrors') : errorText(error) });
        },
      },
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      className="max-w-2xl pb-24"
      data-testid="languages-form"
    >
      <FieldSet legend={t('languages.offered')} hint={t('languages.offeredHint')}>
        {RESTAURANT_LANGS.map((code) => (
          <CheckRow
            key={code}
            label={t(`languages.names.${code}`)}
            checked={draft.languages.includes(code)}
            disabled={draft.languages.length === 1 && draft.languages.includes(code)}
            onChange={(event) => toggle(code, event.target.checked)}
            data-testid={`languages-offer-${code}`}
          />
        ))}
        {errors.languages && <p className="mt-1 text-sm font-medium text-red-700">{errors.languages}</p>}
      </FieldSet>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Field label={t('languages.default')} hint={t('languages.defaultHint')} error={errors.lang}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={draft.lang}
              onChange={(event) => setDraft({ ...draft, lang: event.target.value as LanguagesValue['lang'] })}
              data-testid="languages-default"
            >
              {draft.languages.map((code) => (
                <option key={code} value={code}>
                  {t(`languages.names.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('languages.currency')} error={errors.currency}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={draft.currency}
              onChange={(event) => setDraft({ ...draft, currency: event.target.value as LanguagesValue['currency'] })}
              data-testid="languages-currency"
            >
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <SaveBar
        status={save.isPending ? t('languages.saving') : dirty ? t('languages.unsaved') : ''}
        pending={save.isPending}
        dirty={dirty}
        save={t('languages.save')}
        saving={t('languages.saving')}
        testId="languages-save"
      />
    </form>
  );
}
