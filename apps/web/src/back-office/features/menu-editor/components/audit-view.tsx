import type { MenuAuditEntry } from '@tavola/domain/schemas/menu-editor';
import { useFormatPrice } from '../../../../lib/money.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { useAudit } from '../api/menu-audit-api.ts';
import { useFieldLabel } from '../hooks/use-field-label.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { formatStamp } from '../lib/format-stamp.ts';
import { changedFields, nameOf, shortValue } from '../lib/value-diff.ts';

/** Who changed what and when, newest first, each change as the fields it touched: before → after. */
export function AuditView({ token }: { token: string }) {
  const { t } = useEditorTexts();
  const audit = useAudit(token);
  const entries = audit.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="audit-title" className="mx-auto max-w-3xl rounded-3xl bg-surface p-4 shadow-card">
      <h2 id="audit-title" className="mb-3 text-lg font-bold">
        {t('audit.title')}
      </h2>
      {!audit.data ? (
        <Skeleton className="h-40 w-full" />
      ) : entries.length === 0 ? (
        <p className="text-muted">{t('audit.empty')}</p>
      ) : (
        <ol className="divide-y divide-line" data-testid="audit-list">
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {audit.hasNextPage && (
        <button
          type="button"
          onClick={() => void audit.fetchNextPage()}
          disabled={audit.isFetchingNextPage}
          className={buttonClass('secondary', 'md', 'mt-3')}
        >
          {t('audit.older')}
        </button>
      )}
    </section>
  );
}

function AuditRow({ entry }: { entry: MenuAuditEntry }) {
  const { t, lang } = useEditorTexts();
  const label = useFieldLabel();
  const name = nameOf(entry.after) || nameOf(entry.before) || entry.key;
  const changes = entry.action === 'update' ? changedFields(entry.before, entry.after) : [];
  const empty = t('audit.empty_value');
  const formatPrice = useFormatPrice();
  // Money reads as money ("4,50 €"), not as the import file's decimal.
  const shown = (field: string, value: unknown) =>
    (field === 'price' || field === 'minPrice') && typeof value === 'number'
      ? formatPrice(value)
      : shortValue(value, empty);
  return (
    <li className="py-3" data-testid="audit-row">
      <p className="text-sm text-muted">
        {formatStamp(entry.at, lang)} · {entry.by ?? t('audit.nobody')}
      </p>
      <p className="font-semibold">
        {t(`audit.action_${entry.action}`)}
        {entry.kind && ` · ${t(`audit.kind_${entry.kind}`)}`}
        {name && <> {t('audit.named', { name })}</>}
      </p>
      {changes.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-sm">
          {changes.map((change) => (
            <li key={change.field}>
              <span className="font-semibold">{label(change.field)}:</span>{' '}
              <del className="text-muted">
                <bdi>{shown(change.field, change.before)}</bdi>
              </del>{' '}
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                →
              </span>{' '}
              <ins className="no-underline">
                <bdi>{shown(change.field, change.after)}</bdi>
              </ins>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
