import { useMemo, useState } from 'react';
import type { HoursDeliveryType, HoursSection, HoursValue } from '@tavola/domain/schemas/owner-hours';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { isOwnerOnly, OwnerFrame, OwnerNotice } from '../../../shared/owner-frame.tsx';
import { errorText } from '../../../shared/owner-request.ts';
import { useHoursSection, useSaveHours } from '../api/hours-api.ts';
import { useHoursTexts } from '../i18n/use-hours-texts.ts';
import { ClosePeriods } from './close-periods.tsx';
import { TypeFields } from './type-fields.tsx';
import { WeekGrid } from './week-grid.tsx';

/** /manager/hours: opening hours per delivery type, lead times, slot capacities and close periods. */
export function HoursPage() {
  const { t } = useHoursTexts();
  return <OwnerFrame title={t('title')}>{(token) => <HoursLoader token={token} />}</OwnerFrame>;
}

function HoursLoader({ token }: { token: string }) {
  const { t } = useHoursTexts();
  const section = useHoursSection(token);
  // The delivery type on screen outlives a reload of the section (after a save or a 409).
  const [typeIndex, setTypeIndex] = useState(0);
  if (section.isPending) {
    return (
      <div role="status" aria-label={t('loading')} className="space-y-3">
        <Skeleton className="h-12 w-64 rounded-full" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }
  if (section.isError) {
    if (isOwnerOnly(section.error)) return <OwnerNotice kind="ownerOnly" />;
    return (
      <div className="rounded-2xl bg-surface p-6 text-center ring-1 ring-line" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" onClick={() => void section.refetch()} className={buttonClass('primary', 'md', 'mt-4')}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <HoursForm
      key={section.data.revision}
      section={section.data}
      token={token}
      typeIndex={Math.min(typeIndex, Math.max(0, section.data.value.deliveryTypes.length - 1))}
      onTypeIndex={setTypeIndex}
      onReload={() => void section.refetch()}
    />
  );
}

interface HoursFormProps {
  section: HoursSection;
  token: string;
  typeIndex: number;
  onTypeIndex: (index: number) => void;
  onReload: () => void;
}

type Draft = Pick<HoursValue, 'deliveryTypes' | 'closePeriods'>;

/** The first message per field of a 422, keyed by the server's field path. */
function fieldMessages(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status !== 422 || !error.details.fieldErrors) return null;
  return Object.fromEntries(Object.entries(error.details.fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}

function HoursForm({ section, token, typeIndex, onTypeIndex, onReload }: HoursFormProps) {
  const { t } = useHoursTexts();
  const initial = useMemo<Draft>(() => ({ deliveryTypes: section.value.deliveryTypes, closePeriods: section.value.closePeriods }), [section]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveHours(token);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const today = toLocalMoment(new Date(), section.value.timeZone).date;
  const type = draft.deliveryTypes[typeIndex];

  /** Drops the server's messages under a changed part: they spoke of what was there before. */
  const clear = (prefix: string) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(prefix))));
  const setType = (index: number, next: HoursDeliveryType, changed: string) => {
    setDraft((current) => ({ ...current, deliveryTypes: current.deliveryTypes.map((entry, at) => (at === index ? next : entry)) }));
    clear(`deliveryTypes.${index}.${changed}`);
  };

  const submit = () =>
    save.mutate(
      { revision: section.revision, deliveryTypes: draft.deliveryTypes, closePeriods: draft.closePeriods },
      {
        onSuccess: () => showSnackbar({ message: t('saved'), type: 'success' }),
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            showSnackbar({ message: t('reloaded'), type: 'warning', duration: null });
            onReload();
            return;
          }
          const fields = fieldMessages(error);
          if (!fields) {
            showSnackbar({ message: errorText(error) });
            return;
          }
          setErrors(fields);
          // Show the delivery type the first wrong field belongs to.
          const first = Object.keys(fields).map((field) => /^deliveryTypes\.(\d+)\./.exec(field)?.[1]).find((index) => index !== undefined);
          if (first !== undefined) onTypeIndex(Number(first));
          showSnackbar({ message: t('fixErrors') });
        },
      },
    );

  const typeErrorOf = (path: string) => errors[`deliveryTypes.${typeIndex}.${path}`];

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      className="pb-24"
      data-testid="hours-form"
    >
      <p className="text-sm text-muted">{t('timeZone', { zone: section.value.timeZone })}</p>
      <div role="group" aria-label={t('types.legend')} className="mt-4 flex flex-wrap gap-2">
        {draft.deliveryTypes.map((entry, index) => {
          const wrong = Object.keys(errors).some((field) => field.startsWith(`deliveryTypes.${index}.`));
          return (
            <button
              key={entry.type}
              type="button"
              aria-pressed={index === typeIndex}
              onClick={() => onTypeIndex(index)}
              className={`${buttonClass(index === typeIndex ? 'primary' : 'secondary', 'md')} ${wrong ? 'ring-2 ring-red-700' : ''}`}
              data-testid={`type-${entry.type}`}
            >
              {t(`types.${entry.type}`)}
            </button>
          );
        })}
      </div>

      {type && (
        <section aria-label={t(`types.${type.type}`)} data-testid="type-editor">
          <WeekGrid
            windows={type.openingHours}
            errorOf={(path) => typeErrorOf(`openingHours.${path}`)}
            listError={typeErrorOf('openingHours') ?? typeErrorOf('type')}
            onChange={(openingHours, changed) => setType(typeIndex, { ...type, openingHours }, `openingHours${changed === null ? '' : `.${changed}`}`)}
          />
          <TypeFields type={type} errorOf={typeErrorOf} onChange={(next) => setType(typeIndex, next, '')} />
        </section>
      )}

      <ClosePeriods
        periods={draft.closePeriods}
        today={today}
        errorOf={(path) => errors[`closePeriods.${path}`]}
        onChange={(closePeriods) => {
          setDraft((current) => ({ ...current, closePeriods }));
          clear('closePeriods');
        }}
      />

      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-line bg-surface/95 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-end gap-3 px-4 py-3">
          <p className="me-auto text-sm font-semibold text-muted" aria-live="polite" data-testid="hours-status">
            {save.isPending ? t('saving') : dirty ? t('unsaved') : ''}
          </p>
          <button type="submit" disabled={save.isPending || !dirty} className={buttonClass('primary', 'lg')} data-testid="hours-save">
            {save.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </div>
    </form>
  );
}
