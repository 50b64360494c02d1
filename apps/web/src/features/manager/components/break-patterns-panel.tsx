import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { weekdayName } from '../../../lib/weekday-name.ts';
import { buttonClass } from '../../../ui/button.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useBreakPatternAction, useBreakPatterns, useStockProducts } from '../api/manager-menu-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

/** Monday first, as the spec's week starts on day 2. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const inputClass =
  'mt-1.5 block h-12 w-full rounded-xl border border-line bg-surface px-3 text-base focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none';

/** Break patterns: the list with stop and delete, and a form to add one. */
export function BreakPatternsPanel({ token, today }: { token: string; today: string }) {
  const { t, lang } = useManagerTexts();
  const patterns = useBreakPatterns(token).data ?? [];
  const products = useStockProducts(token).data ?? [];
  const action = useBreakPatternAction(token);
  const [name, setName] = useState('');
  const [productIds, setProductIds] = useState<number[]>([]);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [startTime, setStartTime] = useState('21:30');
  const [endTime, setEndTime] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState('');
  const toggle = (list: number[], value: number) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  const run = (kind: 'create' | 'stop' | 'delete', body: Record<string, unknown>, onSuccess?: () => void) =>
    action.mutate(
      { action: kind, body },
      {
        onSuccess,
        onError: (error) =>
          showSnackbar({ message: error instanceof ApiError ? error.message : String(error), type: 'error' }),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(
      'create',
      { name, productIds, weekdays, startTime, endTime: endTime || null, startDate, endDate: endDate || null },
      () => {
        setName('');
        setProductIds([]);
        setWeekdays([]);
      },
    );
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
                <div className="flex gap-2">
                  {!pattern.stopped && (
                    <button
                      type="button"
                      onClick={() => run('stop', { id: pattern.id })}
                      className={buttonClass('secondary', 'md')}
                    >
                      {t('breaks.stop')}
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => run('delete', { id: pattern.id })}
                    className={buttonClass('dangerSoft', 'md')}
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
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-6 grid gap-4 border-t border-line pt-5 sm:grid-cols-2">
        <label className="block text-sm font-semibold sm:col-span-2">
          {t('breaks.name')}
          <input
            required
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
            className={inputClass}
            data-testid="break-name"
          />
        </label>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold">{t('breaks.weekdays')}</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {WEEK.map((day) => (
              <button
                key={day}
                type="button"
                aria-pressed={weekdays.includes(day)}
                onClick={() => setWeekdays((list) => toggle(list, day))}
                className={buttonClass(weekdays.includes(day) ? 'primary' : 'secondary', 'md', 'min-w-14')}
              >
                {weekdayName(day, lang, 'short')}
              </button>
            ))}
          </div>
        </fieldset>
        <label className="block text-sm font-semibold">
          {t('breaks.startTime')}
          <input
            type="time"
            required
            step={900}
            value={startTime}
            onChange={(event) => setStartTime(event.target.value)}
            className={inputClass}
          />
        </label>
        <label className="block text-sm font-semibold">
          {t('breaks.endTime')}
          <input
            type="time"
            step={900}
            value={endTime}
            onChange={(event) => setEndTime(event.target.value)}
            className={inputClass}
          />
        </label>
        <label className="block text-sm font-semibold">
          {t('breaks.startDate')}
          <input
            type="date"
            required
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
            className={inputClass}
          />
        </label>
        <label className="block text-sm font-semibold">
          {t('breaks.endDate')}
          <input
            type="date"
            min={startDate}
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
            className={inputClass}
          />
        </label>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold">{t('breaks.products')}</legend>
          <div className="mt-1.5 grid max-h-64 gap-1 overflow-y-auto rounded-xl p-2 ring-1 ring-line sm:grid-cols-2">
            {products.map((product) => (
              <label key={product.id} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-stone-50">
                <input
                  type="checkbox"
                  checked={productIds.includes(product.id)}
                  onChange={() => setProductIds((list) => toggle(list, product.id))}
                  className="size-5 accent-[var(--color-primary)]"
                />
                <bdi>{product.name}</bdi>
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          disabled={action.isPending || !name.trim() || productIds.length === 0 || weekdays.length === 0}
          className={buttonClass('primary', 'lg', 'sm:col-span-2')}
        >
          {t('breaks.create')}
        </button>
      </form>
    </section>
  );
}
