import { useEffect, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Icon } from '../../../../ui/icon.tsx';
import { directionOf, LANGUAGES } from '../../../../i18n/languages.ts';
import { useErrorOf } from '../hooks/use-error-of.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { Field, FieldSet, inputClass } from '../../../shared/field.tsx';

interface TranslationsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Where the texts per language live: "translations", "items.2.translations". */
  base: string;
}

const summaryClass =
  'flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-1 text-[15px] font-semibold hover:bg-stone-50 [&::-webkit-details-marker]:hidden';

/** A closed disclosure that opens by itself when it holds texts, or a field in it is in error. */
function Disclosure({
  summary,
  open: initial,
  invalid,
  testId,
  children,
}: {
  summary: ReactNode;
  open: boolean;
  invalid: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initial);
  useEffect(() => {
    if (invalid) setOpen(true);
  }, [invalid]);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group" data-testid={testId}>
      <summary className={summaryClass}>
        <Icon
          name="chevronDown"
          className="size-4 shrink-0 text-muted transition-transform -rotate-90 rtl:rotate-90 group-open:rotate-0!"
        />
        {summary}
      </summary>
      <div className="space-y-3 pb-2 ps-6">{children}</div>
    </details>
  );
}

function hasText(value: unknown): boolean {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).some((text) => typeof text === 'string' && text.trim() !== '')
  );
}

/**
 * Name and description per storefront language, one disclosure per language (dishes, categories).
 * Empty means absent: the guest then sees the base name and description.
 */
export function TranslationsFields<T extends FieldValues>({ form, base }: TranslationsProps<T>) {
  const { t } = useEditorTexts();
  const errorOf = useErrorOf(form);
  const path = (lang: string, part: string) => `${base}.${lang}.${part}` as Path<T>;
  return (
    <FieldSet legend={t('fields.translations')} hint={t('fields.translationsHint')}>
      {LANGUAGES.map(({ code, label }) => {
        const nameError = errorOf(path(code, 'name'));
        const descriptionError = errorOf(path(code, 'description'));
        return (
          <Disclosure
            key={code}
            summary={<span lang={code}>{label}</span>}
            open={hasText(form.getValues(`${base}.${code}` as Path<T>))}
            invalid={!!(nameError || descriptionError)}
            testId={`translation-${code}`}
          >
            <Field label={`${t('fields.name')} (${label})`} error={nameError}>
              {(c) => (
                <input
                  {...c}
                  {...form.register(path(code, 'name'))}
                  lang={code}
                  dir={directionOf(code)}
                  className={inputClass}
                  data-testid={`translation-${code}-name`}
                />
              )}
            </Field>
            <Field
              label={`${t('fields.description')} (${label})`}
              hint={t('fields.translatedDescriptionHint')}
              error={descriptionError}
            >
              {(c) => (
                <textarea
                  {...c}
                  {...form.register(path(code, 'description'))}
                  lang={code}
                  dir={directionOf(code)}
                  rows={3}
                  className={`${inputClass} h-auto py-2`}
                />
              )}
            </Field>
          </Disclosure>
        );
      })}
    </FieldSet>
  );
}

/** The name of a row (a subcategory, an option) in each language, compact: one disclosure for all four. */
export function TranslatedNames<T extends FieldValues>({ form, base }: TranslationsProps<T>) {
  const { t } = useEditorTexts();
  const errorOf = useErrorOf(form);
  const path = (lang: string) => `${base}.${lang}.name` as Path<T>;
  const translations = form.getValues(base as Path<T>) as Record<string, unknown> | undefined;
  const filled = Object.values(translations ?? {}).some(hasText);
  const errors = LANGUAGES.map(({ code }) => errorOf(path(code)));
  return (
    <div className="w-full">
      <Disclosure summary={t('fields.translatedNames')} open={filled} invalid={errors.some(Boolean)}>
        <div className="grid gap-3 sm:grid-cols-2">
          {LANGUAGES.map(({ code, label }, index) => (
            <Field key={code} label={`${t('fields.name')} (${label})`} error={errors[index]}>
              {(c) => (
                <input
                  {...c}
                  {...form.register(path(code))}
                  lang={code}
                  dir={directionOf(code)}
                  className={inputClass}
                  data-testid={`translation-${code}-name`}
                />
              )}
            </Field>
          ))}
        </div>
      </Disclosure>
    </div>
  );
}
