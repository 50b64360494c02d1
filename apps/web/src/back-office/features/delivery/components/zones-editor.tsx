import { inputClass } from '../../../shared/field.tsx';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { useDeliveryTexts } from '../i18n/use-delivery-texts.ts';

export interface ZoneText {
  /** The row's own key (a new row has no postal code yet). */
  id: number;
  postalCode: string;
  city: string;
  fee: string;
  minimumOrder: string;
  freeDeliveryFrom: string;
}

const AMOUNTS = ['fee', 'minimumOrder', 'freeDeliveryFrom'] as const;
const COLUMNS = 'sm:grid-cols-[7rem_minmax(8rem,1fr)_repeat(3,minmax(6.5rem,8rem))_2.75rem]';

/**
 * The zones as a table on tablets and wider, and as one card per zone on phones (each field labelled
 * there; the table's header names the columns for sighted users, every input keeps its own label).
 */
export function ZonesEditor({
  zones,
  errors,
  onChange,
}: {
  zones: ZoneText[];
  errors: Record<string, string>;
  onChange: (zones: ZoneText[]) => void;
}) {
  const { t } = useDeliveryTexts();
  const change = (index: number, field: keyof ZoneText, value: string) =>
    onChange(zones.map((zone, i) => (i === index ? { ...zone, [field]: value } : zone)));
  const nextId = Math.max(0, ...zones.map((z) => z.id)) + 1;
  const label = (field: keyof ZoneText) => t(`zones.${field}`);

  return (
    <div>
      {errors.zones && (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700" data-testid="zones-error">
          {errors.zones}
        </p>
      )}
      {zones.length === 0 ? (
        <p className="rounded-xl bg-stone-50 p-4 text-muted">{t('zones.empty')}</p>
      ) : (
        <div className="space-y-3 sm:space-y-1">
          <div aria-hidden className={`hidden gap-2 px-1 text-xs font-semibold text-muted sm:grid ${COLUMNS}`}>
            <span>{label('postalCode')}</span>
            <span>{label('city')}</span>
            {AMOUNTS.map((field) => (
              <span key={field}>{label(field)}</span>
            ))}
            <span />
          </div>
          {zones.map((zone, index) => {
            const problem = (field: keyof ZoneText) => errors[`zones.${index}.${field}`];
            const input = (field: keyof ZoneText, props: { inputMode?: 'decimal' | 'numeric'; placeholder?: string } = {}) => {
              const id = `zone-${zone.id}-${field}`;
              const error = problem(field);
              return (
                <div key={field} className={field === 'city' ? 'col-span-2 sm:col-span-1' : ''}>
                  <label htmlFor={id} className="block text-xs font-semibold text-muted sm:sr-only">
                    {label(field)}
                  </label>
                  <input
                    id={id}
                    value={zone[field] as string}
                    onChange={(event) => change(index, field, event.target.value)}
                    aria-invalid={!!error}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className={`${inputClass} sm:mt-0 tabular-nums`}
                    data-testid={`zone-${field}`}
                    {...props}
                  />
                  {error && (
                    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
                      {error}
                    </p>
                  )}
                </div>
              );
            };
            return (
              <fieldset
                key={zone.id}
                className={`grid grid-cols-2 items-start gap-2 rounded-2xl bg-stone-50 p-3 sm:rounded-none sm:bg-transparent sm:p-1 ${COLUMNS}`}
                data-testid="zone-row"
              >
                <legend className="sr-only">{t('zones.zone', { number: index + 1 })}</legend>
                {input('postalCode', { inputMode: 'numeric' })}
                {input('city')}
                {input('fee', { inputMode: 'decimal' })}
                {input('minimumOrder', { inputMode: 'decimal' })}
                {input('freeDeliveryFrom', { inputMode: 'decimal' })}
                <button
                  type="button"
                  onClick={() => onChange(zones.filter((_, i) => i !== index))}
                  className={buttonClass('dangerSoft', 'icon', 'mt-5 justify-self-end sm:mt-0')}
                  aria-label={t('zones.remove', { postalCode: zone.postalCode || index + 1 })}
                >
                  <Icon name="trash" />
                </button>
              </fieldset>
            );
          })}
        </div>
      )}
      <button
        type="button"
        onClick={() => onChange([...zones, { id: nextId, postalCode: '', city: '', fee: '', minimumOrder: '', freeDeliveryFrom: '' }])}
        className={buttonClass('secondary', 'md', 'mt-3')}
        data-testid="add-zone"
      >
        <Icon name="plus" />
        {t('zones.add')}
      </button>
    </div>
  );
}
