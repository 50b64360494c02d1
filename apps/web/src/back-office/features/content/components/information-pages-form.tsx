import type { InformationPage, InformationPages } from '@tavola/domain/schemas/owner-content';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Field, inputClass } from '../../../shared/field.tsx';
import { RichTextField } from '../../menu-editor/components/rich-text-field.tsx';
import { useInformationPages, useSaveInformationPages } from '../api/content-api.ts';
import { useContentTexts } from '../i18n/use-content-texts.ts';
import { useSectionForm } from './section-form.ts';
import { SaveBar, SectionState, StaleNotice } from './section-state.tsx';

/** The restaurant's own pages (allergens, parking, …): added, edited and removed as one list. */
export function InformationPagesForm({ token }: { token: string }) {
  const { t } = useContentTexts();
  const query = useInformationPages(token);
  const save = useSaveInformationPages(token);
  const form = useSectionForm<InformationPages>({ data: query.data, refetch: query.refetch, save: save.mutateAsync });
  const pages = form.value?.pages ?? [];
  const setPage = (index: number, change: Partial<InformationPage>) =>
    form.set('pages', pages.map((page, i) => (i === index ? { ...page, ...change } : page)));
  return (
    <section aria-labelledby="information-heading" className="rounded-3xl bg-surface p-4 shadow-sm sm:p-6">
      <h2 id="information-heading" className="text-lg font-bold">
        {t('content.information')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('content.informationIntro')}</p>
      <SectionState query={query}>
        {form.value && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit();
            }}
            data-testid="information-form"
          >
            {form.stale && <StaleNotice />}
            {pages.length === 0 && <p className="mt-4 text-muted">{t('content.noPages')}</p>}
            {pages.map((page, index) => (
              <fieldset key={index} className="mt-5 rounded-2xl border border-line p-4">
                <legend className="px-1 text-sm font-bold">
                  <bdi>{page.title || `${index + 1}`}</bdi>
                </legend>
                <Field label={t('content.pageTitle')} error={form.errors[`pages.${index}.title`]}>
                  {(control) => <input {...control} dir="auto" maxLength={200} value={page.title} onChange={(event) => setPage(index, { title: event.target.value })} className={inputClass} />}
                </Field>
                <Field label={t('content.pageKey')} hint={t('content.pageKeyHint')} error={form.errors[`pages.${index}.key`]} className="mt-3">
                  {(control) => <input {...control} dir="ltr" maxLength={64} autoCapitalize="none" value={page.key} onChange={(event) => setPage(index, { key: event.target.value })} className={inputClass} />}
                </Field>
                <Field label={t('content.pageBody')} hint={t('common.htmlHint')} error={form.errors[`pages.${index}.body`]} className="mt-3">
                  {(control) => <RichTextField {...control} value={page.body} onChange={(body) => setPage(index, { body })} onBlur={() => undefined} />}
                </Field>
                <button
                  type="button"
                  className={buttonClass('ghost', 'md', 'mt-3 text-red-800')}
                  onClick={() => form.set('pages', pages.filter((_, i) => i !== index))}
                >
                  <Icon name="trash" aria-hidden="true" />
                  {t('content.removePage')}
                </button>
              </fieldset>
            ))}
            <button
              type="button"
              className={buttonClass('secondary', 'md', 'mt-4')}
              onClick={() => form.set('pages', [...pages, { key: `page-${pages.length + 1}`, title: '', body: '', priority: null }])}
            >
              <Icon name="plus" aria-hidden="true" />
              {t('content.addPage')}
            </button>
            <SaveBar dirty={form.dirty} saving={form.saving} label={t('content.saveInformation')} testId="save-information" />
          </form>
        )}
      </SectionState>
    </section>
  );
}
