import { LEGAL_PAGE_FIELDS, type Announcement, type LegalPages } from '@tavola/domain/schemas/owner-content';
import { OwnerFrame } from '../../../shared/owner-frame.tsx';
import { CheckRow, Field, FieldSet, inputClass } from '../../../shared/field.tsx';
import { RichTextField } from '../../menu-editor/components/rich-text-field.tsx';
import { useAnnouncement, useLegalPages, useSaveAnnouncement, useSaveLegalPages } from '../api/content-api.ts';
import { useContentTexts } from '../i18n/use-content-texts.ts';
import { InformationPagesForm } from './information-pages-form.tsx';
import { useSectionForm } from './section-form.ts';
import { SaveBar, SectionState, StaleNotice } from './section-state.tsx';

/** /manager/content: the legal and information pages, the announcement and the closed message. */
export function ContentPage() {
  const { t } = useContentTexts();
  return (
    <OwnerFrame title={t('content.title')}>
      {(token) => (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <LegalForm token={token} />
          <div className="grid grid-cols-1 gap-6">
            <NoticesForm token={token} />
            <InformationPagesForm token={token} />
          </div>
        </div>
      )}
    </OwnerFrame>
  );
}

function LegalForm({ token }: { token: string }) {
  const { t } = useContentTexts();
  const query = useLegalPages(token);
  const save = useSaveLegalPages(token);
  const form = useSectionForm<LegalPages>({ data: query.data, refetch: query.refetch, save: save.mutateAsync });
  return (
    <section aria-labelledby="legal-heading" className="rounded-3xl bg-surface p-4 shadow-sm sm:p-6">
      <h2 id="legal-heading" className="text-lg font-bold">
        {t('content.legal')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('content.legalIntro')}</p>
      <SectionState query={query}>
        {form.value && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit();
            }}
            data-testid="legal-form"
          >
            {form.stale && <StaleNotice />}
            {LEGAL_PAGE_FIELDS.map((field) => (
              <Field key={field} label={t(`content.${field}`)} hint={t('common.htmlHint')} error={form.errors[field]} className="mt-5">
                {(control) => (
                  <RichTextField
                    {...control}
                    value={form.value?.[field]}
                    onChange={(next) => form.set(field, next)}
                    onBlur={() => undefined}
                  />
                )}
              </Field>
            ))}
            <SaveBar dirty={form.dirty} saving={form.saving} label={t('content.saveLegal')} testId="save-legal" />
          </form>
        )}
      </SectionState>
    </section>
  );
}

function NoticesForm({ token }: { token: string }) {
  const { t } = useContentTexts();
  const query = useAnnouncement(token);
  const save = useSaveAnnouncement(token);
  const form = useSectionForm<Announcement>({ data: query.data, refetch: query.refetch, save: save.mutateAsync });
  const value = form.value;
  return (
    <section aria-labelledby="notices-heading" className="rounded-3xl bg-surface p-4 shadow-sm sm:p-6">
      <h2 id="notices-heading" className="text-lg font-bold">
        {t('content.notices')}
      </h2>
      <SectionState query={query}>
        {value && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit();
            }}
            data-testid="notices-form"
          >
            {form.stale && <StaleNotice />}
            <FieldSet legend={t('content.announcement')} hint={t('content.announcementHint')}>
              <CheckRow label={t('content.hasAnnouncement')} checked={value.hasAnnouncement} onChange={(event) => form.set('hasAnnouncement', event.target.checked)} />
              <Field label={t('content.announcement')} error={form.errors.announcement} className="mt-2">
                {(control) => (
                  <RichTextField {...control} value={value.announcement} onChange={(next) => form.set('announcement', next)} onBlur={() => undefined} />
                )}
              </Field>
              <CheckRow
                label={t('content.announcementBeforeCheckout')}
                checked={value.announcementBeforeCheckout}
                onChange={(event) => form.set('announcementBeforeCheckout', event.target.checked)}
              />
            </FieldSet>
            <Field label={t('content.closeMessage')} hint={t('content.closeMessageHint')} error={form.errors.closeMessage} className="mt-5">
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  dir="auto"
                  maxLength={500}
                  value={value.closeMessage}
                  onChange={(event) => form.set('closeMessage', event.target.value)}
                  className={`${inputClass} h-auto py-2`}
                />
              )}
            </Field>
            <SaveBar dirty={form.dirty} saving={form.saving} label={t('content.saveNotices')} testId="save-notices" />
          </form>
        )}
      </SectionState>
    </section>
  );
}
