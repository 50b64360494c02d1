import { useState } from 'react';
import type { BreakPattern } from '@tavola/domain/breaks/break-patterns';
import { ApiError } from '../../../api/api-error.ts';
import { weekdayName } from '../../../lib/weekday-name.ts';
import { focusOnMount } from '../../../lib/focus-on-mount.ts';
import { buttonClass } from '../../../ui/button.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useBreakPatternAction, useBreakPatterns, useStockProducts } from '../api/manager-menu-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';
import { BreakPatternForm, type BreakPatternBody } from './break-pattern-form.tsx';

/** Break patterns: the list with edit, stop and delete (asked once more), and the form to add or edit one. */
export function BreakPatternsPanel({ token, today }: { token: string; today: string }) {
  const { t, lang } = useManagerTexts();
  const patterns = useBreakPatterns(token).data ?? [];
  const products = useStockProducts(token).data ?? [];
  const action = useBreakPatternAction(token);
  const [editing, setEditing] = useState<BreakPattern | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const run = (kind: 'create' | 'update' | 'stop' | 'delete', body: Record<string, unknown>) =>
    action.mutateAsync({ action: kind, body }).then(
      () => true,
      (error: unknown) => {
        showSnackbar({ message: error instanceof ApiError ? error.message : String(error), type: 'error' });
        return false;
      },
    );
  const save = async (body: BreakPatternBody) => {
    const saved = await run(editing ? 'update' : 'create', editing ? { ...body, id: editing.id } : body);
    if (saved) setEditing(null);
    return saved;
  };
  const edit = (pattern: BreakPattern) => {
    setDeleting(null);
    setEditing(pattern);
    // The form sits below the list: bring it to the hand that tapped "Edit".
    requestAnimationFrame(() => document.getElementById('break-name-field')?.scrollIntoView({ block: 'center' }));
  };
  const productName = (id: number) => products.find((product) => product.id === id)?.name ?? `#${id}`;

  return (
    <section
      aria-labelledby="breaks-title"
      className="rounded-3xl bg-surface p-5 shadow-card"
      data-testid="break-patterns"
    >
      <h2 id="breaks-title" className="text-lg font-bold">
        {t('breaks.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('breaks.intro')}</p>
      {patterns.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('breaks.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {patterns.map((pattern) => (
            <li key={pattern.id} className="rounded-2xl p-4 ring-1 ring-line" data-testid="break-pattern">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-bold">
                  <bdi>{pattern.name}</bdi>{' '}
                  <span
                    className={`ms-1 rounded-full px-2 py-0.5 text-xs ${pattern.stopped ? 'bg-stone-100 text-stone-700' : 'bg-emerald-50 text-emerald-800'}`}
                  >
                    {pattern.stopped ? t('breaks.stopped') : t('breaks.running')}
                  </span>
                </p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => edit(pattern)}
                    className={buttonClass('secondary', 'md')}
                    data-testid="break-edit"
                  >
                    {t('breaks.edit')}
                  </button>
                  {!pattern.stopped && (
                    <button
                      type="button"
                      onClick={() => void run('stop', { id: pattern.id })}
                      className={buttonClass('secondary', 'md')}
                    >
                      {t('breaks.stop')}
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => setDeleting(pattern.id)}
                    aria-expanded={deleting === pattern.id}
                    className={buttonClass('dangerSoft', 'md')}
                    data-testid="break-delete"
                  >
                    {t('breaks.delete')}
                  </button>
                </div>
              </div>
              <p className="mt-1 text-sm">
                {pattern.weekdays.map((day) => weekdayName(day, lang, 'short')).join(', ')} · {pattern.startTime}
                {pattern.endTime ? `–${pattern.endTime}` : '–'} · {pattern.startDate}
                {pattern.endDate ? ` – ${pattern.endDate}` : ''}
              </p>
              <p className="mt-1 text-sm text-muted">{pattern.productIds.map(productName).join(', ')}</p>
              {deleting === pattern.id && (
                <div
                  role="group"
                  aria-label={t('breaks.delete')}
                  className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900"
                >
                  <p className="font-semibold">{t('breaks.confirmDelete', { name: pattern.name })}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      onClick={() =>
                        void run('delete', { id: pattern.id }).then((done) => {
                          if (!done) return;
                          setDeleting(null);
                          if (editing?.id === pattern.id) setEditing(null);
                        })
                      }
                      disabled={action.isPending}
                      className={buttonClass('danger', 'md')}
                      data-testid="break-delete-confirm"
                    >
                      {t('breaks.confirmDeleteYes')}
                    </button>
                    <button
                      type="button"
                      onClick={() => setDeleting(null)}
                      className={buttonClass('secondary', 'md')}
                      ref={focusOnMount}
                    >
                      {t('breaks.keep')}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <BreakPatternForm
        key={editing?.id ?? 'new'}
        editing={editing}
        today={today}
        products={products}
        busy={action.isPending}
        onSave={save}
        onCancel={() => setEditing(null)}
      />
    </section>
  );
}
