import { useId } from 'react';
import { DEFAULT_SLOT_STEP_MINUTES, SLOT_STEP_CHOICES } from '@tavola/domain/limits';
import type { HoursDeliveryType } from '@tavola/domain/schemas/owner-hours';
import { Field, FieldSet, type ControlProps } from '../../../shared/field.tsx';
import { useHoursTexts } from '../i18n/use-hours-texts.ts';
import { narrowInputClass } from '../lib/input-class.ts';

interface TypeFieldsProps {
  type: HoursDeliveryType;
  errorOf: (path: string) => string | undefined;
  onChange: (type: HoursDeliveryType) => void;
}

/** A whole number typed by the owner; empty is NaN, which the server answers with its coded 422. */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** A capacity: empty means no limit. */
const limit = (text: string) => (text.trim() === '' ? null : Number(text));
const shown = (value: number | null) => (value === null || Number.isNaN(value) ? '' : String(value));

function NumberInput({ control, value, min, onText, testId }: { control: ControlProps; value: number | null; min: number; onText: (text: string) => void; testId: string }) {
  return (
    <input
      {...control}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      dir="ltr"
      value={shown(value)}
      onChange={(event) => onText(event.target.value)}
      className={`${narrowInputClass('w-36')} mt-1`}
      data-testid={testId}
    />
  );
}

/** The choices the import schema allows, so no value the server refuses can be picked. */
function StepSelect({ control, value, onPick }: { control: ControlProps; value: number; onPick: (step: HoursDeliveryType['slotStepMinutes']) => void }) {
  return (
    <select
      {...control}
      value={value}
      dir="ltr"
      onChange={(event) => onPick(Number(event.target.value) as HoursDeliveryType['slotStepMinutes'])}
      className={`${narrowInputClass('w-36')} mt-1`}
      data-testid="slot-step"
    >
      {SLOT_STEP_CHOICES.map((step) => (
        <option key={step} value={step}>
          {step}
        </option>
      ))}
    </select>
  );
}

/** Lead time, days ahead, time step and slot capacities of one delivery type. */
export function TypeFields({ type, errorOf, onChange }: TypeFieldsProps) {
  const { t } = useHoursTexts();
  const limits = type.slotLimits;
  const asapHintId = useId();
  const step = type.slotStepMinutes ?? DEFAULT_SLOT_STEP_MINUTES;
  return (
    <div className="grid gap-x-4 lg:grid-cols-2">
      <FieldSet legend={t('ordering.legend')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('ordering.leadMinutes')} hint={t('ordering.leadHint')} error={errorOf('leadMinutes')}>
            {(c) => <NumberInput control={c} value={type.leadMinutes} min={0} onText={(text) => onChange({ ...type, leadMinutes: whole(text) })} testId="lead-minutes" />}
          </Field>
          <Field label={t('ordering.availableDays')} hint={t('ordering.availableHint')} error={errorOf('availableDays')}>
            {(c) => <NumberInput control={c} value={type.availableDays} min={0} onText={(text) => onChange({ ...type, availableDays: whole(text) })} testId="available-days" />}
          </Field>
          <Field label={t('ordering.slotStep')} hint={t('ordering.slotStepHint')} error={errorOf('slotStepMinutes')}>
            {(c) => <StepSelect control={c} value={step} onPick={(slotStepMinutes) => onChange({ ...type, slotStepMinutes })} />}
          </Field>
        </div>
        <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            role="switch"
            checked={type.asap}
            onChange={(event) => onChange({ ...type, asap: event.target.checked })}
            aria-describedby={asapHintId}
            className="size-5 shrink-0 accent-primary"
            data-testid="asap"
          />
          <span className="font-semibold">{t('ordering.asap')}</span>
        </label>
        <p id={asapHintId} className="text-xs text-muted">
          {t('ordering.asapHint')}
        </p>
        {errorOf('asap') && <p className="mt-1 text-sm font-medium text-red-700">{errorOf('asap')}</p>}
      </FieldSet>
      <FieldSet legend={t('capacity.legend', { step })} hint={t('capacity.hint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('capacity.maxOrders')} error={errorOf('slotLimits.maxOrders')}>
            {(c) => (
              <NumberInput control={c} value={limits.maxOrders} min={1} onText={(text) => onChange({ ...type, slotLimits: { ...limits, maxOrders: limit(text) } })} testId="max-orders" />
            )}
          </Field>
          <Field label={t('capacity.maxItems')} error={errorOf('slotLimits.maxItems')}>
            {(c) => (
              <NumberInput control={c} value={limits.maxItems} min={1} onText={(text) => onChange({ ...type, slotLimits: { ...limits, maxItems: limit(text) } })} testId="max-items" />
            )}
          </Field>
        </div>
      </FieldSet>
    </div>
  );
}
