import { useState, type FormEvent } from 'react';
import type { BreakPattern } from '@tavola/domain/breaks/break-patterns';
import { weekdayName } from '../../../lib/weekday-name.ts';
import { buttonClass } from '../../../ui/button.ts';
import type { ManagerProduct } from '@tavola/domain/schemas/manager';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

/** Monday first, as the spec's week starts on day 2. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const inputClass =
  'mt-1.5 block h-12 w-full rounded-xl border border-line bg-surface px-3 text-base focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none';

export type BreakPatternBody = Omit<BreakPattern, 'id' | 'stopped'>;

interface BreakPatternFormProps {
  /** The pattern being edited; none: a new one. */
  editing: BreakPattern | null;
  today: string;
  products: ManagerProduct[];
  busy: boolean;
  /** Resolves true when saved (the form then empties). */
  onSave: (body: BreakPatternBody) => Promise<boolean>;
  onCancel: () => void;
}

/** Adds a break pattern, or edits one: the parent remounts it (key) per pattern so the fields start fresh. */
export function BreakPatternForm({ editing, today, products, busy, onSave, onCancel }: BreakPatternFormProps) {
  const { t, lang } = useManagerTexts();
  const [name, setName] = useState(editing?.name ?? '');
  const [productIds, setProductIds] = useState<number[]>(editing?.productIds ?? []);
  const [weekdays, setWeekdays] = useState<number[]>(editing?.weekdays ?? []);
  const [startTime, setStartTime] = useState(editing?.startTime ?? '21:30');
  const [endTime, setEndTime] = useState(editing?.endTime ?? '');
  const [startDate, setStartDate] = useState(editing?.startDate ?? today);
  const [endDate, setEndDate] = useState(editing?.endDate ?? '');
  const toggle = (list: number[], value: number) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await onSave({
      name,
      productIds,
      weekdays,
      startTime,
      endTime: endTime || null,
      startDate,
      endDate: endDate || null,
    });
    if (saved && !editing) {
      setName('');
      setProductIds([]);
      setWeekdays([]);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="mt-6 grid gap-4 border-t border-line pt-5 sm:grid-cols-2"
      aria-labelledby={editing ? 'break-form-title' : undefined}
      data-testid="break-form"
    >
      {editing && (
        <h3 id="break-form-title" className="font-bold sm:col-span-2">
          {t('breaks.editTitle', { name: editing.name })}
        </h3>
      )}
      <label className="block text-sm font-semibold sm:col-span-2">
        {t('breaks.name')}
        <input
          required
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          className={inputClass}
          id="break-name-field"
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
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button
          type="submit"
          disabled={busy || !name.trim() || productIds.length === 0 || weekdays.length === 0}
          className={buttonClass('primary', 'lg', 'grow')}
          data-testid="break-save"
        >
          {editing ? t('breaks.save') : t('breaks.create')}
        </button>
        {editing && (
          <button type="button" onClick={onCancel} className={buttonClass('secondary', 'lg')}>
            {t('breaks.cancelEdit')}
          </button>
        )}
      </div>
    </form>
  );
}
