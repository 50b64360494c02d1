import { useState } from 'react';
import { isHexColour, mainColourContrast } from '@tavola/domain/colour/contrast';
import type { BrandValue } from '@tavola/domain/schemas/owner-brand';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { Field, FieldSet, inputClass } from '../../../shared/field.tsx';
import { OwnerFrame } from '../../../shared/owner-frame.tsx';
import { errorText } from '../../../shared/owner-request.ts';
import { useBrandSection, useSaveBrand } from '../api/setup-api.ts';
import { useSetupTexts } from '../i18n/use-setup-texts.ts';
import { fieldMessages, isStale } from './field-messages.ts';
import { ImagePicker } from './image-picker.tsx';
import { SaveBar, SectionStates } from './section-states.tsx';

/** /manager/brand: name, logo, hero image and main colour, its contrast shown as the owner picks it. */
export function BrandPage() {
  const { t } = useSetupTexts();
  return <OwnerFrame title={t('brand.title')}>{(token) => <BrandLoader token={token} />}</OwnerFrame>;
}

function BrandLoader({ token }: { token: string }) {
  const { t } = useSetupTexts();
  const section = useBrandSection(token);
  if (!section.data) {
    return (
      <SectionStates
        pending={section.isPending}
        error={section.error}
        loading={t('brand.loading')}
        failed={t('brand.loadFailed')}
        retry={t('brand.retry')}
        onRetry={() => void section.refetch()}
      />
    );
  }
  return (
    <BrandForm
      key={section.data.revision}
      token={token}
      revision={section.data.revision}
      initial={section.data.value}
      onReload={() => void section.refetch()}
    />
  );
}

function BrandForm({
  token,
  revision,
  initial,
  onReload,
}: {
  token: string;
  revision: number;
  initial: BrandValue;
  onReload: () => void;
}) {
  const { t } = useSetupTexts();
  const [draft, setDraft] = useState<BrandValue>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBrand(token);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const colourValid = isHexColour(draft.primaryColor);
  const contrast = colourValid ? mainColourContrast(draft.primaryColor) : null;
  const change = (next: Partial<BrandValue>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in next))));
  };

  const submit = () =>
    save.mutate(
      {
        revision,
        name: draft.name,
        primaryColor: draft.primaryColor,
        logoShape: draft.logoShape,
        logo: draft.logo?.image ?? null,
        mainImage: draft.mainImage?.image ?? null,
      },
      {
        onSuccess: () => showSnackbar({ message: t('brand.saved'), type: 'success' }),
        onError: (error) => {
          if (isStale(error)) {
            showSnackbar({ message: t('brand.reloaded'), type: 'warning', duration: null });
            onReload();
            return;
          }
          const fields = fieldMessages(error);
          if (fields) setErrors(fields);
          showSnackbar({ message: fields ? t('brand.fixErrors') : errorText(error) });
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
      data-testid="brand-form"
    >
      <Field label={t('brand.name')} error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            value={draft.name}
            maxLength={120}
            autoComplete="organization"
            onChange={(event) => change({ name: event.target.value })}
            data-testid="brand-name"
          />
        )}
      </Field>

      <ImagePicker
        label={t('brand.logo')}
        kind="logo"
        value={draft.logo}
        round={draft.logoShape === 'round'}
        onChange={(logo) => change({ logo })}
        testId="brand-logo"
      />
      <FieldSet legend={t('brand.logoShape')}>
        <div className="flex flex-wrap gap-4">
          {(['square', 'round'] as const).map((shape) => (
            <label key={shape} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="logoShape"
                className="size-5 accent-primary"
                checked={draft.logoShape === shape}
                onChange={() => change({ logoShape: shape })}
              />
              {t(`brand.${shape}`)}
            </label>
          ))}
        </div>
      </FieldSet>

      <ImagePicker
        label={t('brand.hero')}
        hint={t('brand.heroHint')}
        kind="hero"
        value={draft.mainImage}
        onChange={(mainImage) => change({ mainImage })}
        testId="brand-hero"
      />

      <FieldSet legend={t('brand.colour')} hint={t('brand.colourHint')}>
        <div className="flex flex-wrap items-end gap-3">
          <input
            type="color"
            aria-label={t('brand.colour')}
            className="h-11 w-16 cursor-pointer rounded-xl border border-line bg-surface"
            value={colourValid ? draft.primaryColor.toLowerCase() : '#000000'}
            onChange={(event) => change({ primaryColor: event.target.value })}
          />
          <Field
            label="Hex"
            className="w-36"
            error={errors.primaryColor && !contrast ? errors.primaryColor : undefined}
          >
            {(control) => (
              <input
                {...control}
                dir="ltr"
                className={inputClass}
                value={draft.primaryColor}
                maxLength={7}
                spellCheck={false}
                onChange={(event) => change({ primaryColor: event.target.value.trim() })}
                data-testid="brand-colour"
              />
            )}
          </Field>
          <span
            className="inline-flex h-11 items-center rounded-full px-5 font-semibold text-white"
            style={{ backgroundColor: colourValid ? draft.primaryColor : '#78716c' }}
            aria-hidden="true"
          >
            {t('brand.sample')}
          </span>
        </div>
        {contrast && (
          <p
            className={`mt-3 text-sm font-semibold ${contrast.passesAA ? 'text-green-800' : 'text-red-700'}`}
            role="status"
            data-testid="brand-contrast"
          >
            {t('brand.contrast', { ratio: contrast.ratio.toFixed(2) })} ·{' '}
            {contrast.passesAA ? t('brand.contrastOk') : t('brand.contrastLow')}
          </p>
        )}
        {errors.primaryColor && contrast && (
          <p className="mt-1 text-sm font-medium text-red-700">{errors.primaryColor}</p>
        )}
      </FieldSet>

      <SaveBar
        status={save.isPending ? t('brand.saving') : dirty ? t('brand.unsaved') : ''}
        pending={save.isPending}
        dirty={dirty && draft.name.trim() !== ''}
        save={t('brand.save')}
        saving={t('brand.saving')}
        testId="brand-save"
      />
    </form>
  );
}
