import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DELIVERY_TYPE_NAMES, type DeliveryTypeName } from '@tavola/domain/schemas/restaurant-import';
import type { DeliverySettings } from '@tavola/domain/schemas/owner-delivery';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { OwnerFrame, OwnerNotice } from '../../../shared/owner-frame.tsx';
import { errorText } from '../../../shared/owner-request.ts';
import { CheckRow } from '../../../shared/field.tsx';
import { useDeliverySection, useSaveDelivery } from '../api/delivery-api.ts';
import { useDeliveryTexts } from '../i18n/use-delivery-texts.ts';
import { amountFromText, amountToText, fieldMessages } from '../lib/money-text.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import { TipsForm } from './tips-form.tsx';
import { ZonesEditor, type ZoneText } from './zones-editor.tsx';

/** /manager/delivery: the delivery types offered, the zones with fees and minimums, and the tips. */
export function DeliveryPage() {
  const { t } = useDeliveryTexts();
  return (
    <OwnerFrame title={t('title')}>
      {(token) => (
        <div className="grid gap-4">
          <DeliveryForm token={token} />
          <Card title={t('tips.heading')}>
            <TipsForm token={token} />
          </Card>
        </div>
      )}
    </OwnerFrame>
  );
}

export function Card({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-surface p-4 shadow-card sm:p-6" aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      {hint && <p className="mt-0.5 text-sm text-muted">{hint}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

const zoneTexts = (zones: DeliverySettings['zones'], lang: string): ZoneText[] =>
  zones.map((zone, index) => ({
    id: index + 1,
    postalCode: zone.postalCode,
    city: zone.city ?? '',
    fee: amountToText(zone.fee, lang),
    minimumOrder: amountToText(zone.minimumOrder, lang),
    freeDeliveryFrom: amountToText(zone.freeDeliveryFrom, lang),
  }));

function DeliveryForm({ token }: { token: string }) {
  const { t, lang } = useDeliveryTexts();
  const section = useDeliverySection(token);
  const save = useSaveDelivery(token);
  const [types, setTypes] = useState<DeliveryTypeName[]>([]);
  const [zones, setZones] = useState<ZoneText[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // After a 409 the section reloads (its new revision) but the form keeps what the owner typed.
  const keepTyped = useRef(false);
  const [stale, setStale] = useState(false);

  const value = section.data?.value;
  const show = (shown: DeliverySettings) => {
    setTypes(shown.deliveryTypes);
    setZones(zoneTexts(shown.zones, lang));
  };
  useEffect(() => {
    if (!value) return;
    if (keepTyped.current) {
      keepTyped.current = false;
      return;
    }
    show(value);
    // The language's way of writing amounts is taken when the section arrives, not on every switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  if (section.isError && !section.data) return <OwnerNotice kind="loadFailed" onRetry={() => void section.refetch()} />;
  if (!section.data) return <p className="p-4 text-muted">{t('loading')}</p>;
  const revision = section.data.revision;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = {
      revision,
      deliveryTypes: types,
      zones: zones.map((zone) => ({
        postalCode: zone.postalCode.trim(),
        ...(zone.city.trim() ? { city: zone.city.trim() } : {}),
        fee: amountFromText(zone.fee) as number,
        minimumOrder: amountFromText(zone.minimumOrder) ?? 0,
        ...(zone.freeDeliveryFrom.trim() ? { freeDeliveryFrom: amountFromText(zone.freeDeliveryFrom) } : {}),
      })),
    };
    save.mutate(body, {
      onSuccess: () => {
        setStale(false);
        showSnackbar({ message: t('saved'), type: 'success' });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          keepTyped.current = true;
          setStale(true);
          void section.refetch();
          return;
        }
        setErrors(fieldMessages(error));
        if (!isApiError(error) || error.status !== 422) showSnackbar({ message: errorText(error), type: 'error' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="delivery-form">
      {stale && (
        <ConflictNotice
          testId="delivery-conflict"
          onTakeTheirs={() => {
            keepTyped.current = false;
            setStale(false);
            setErrors({});
            show(section.data!.value);
          }}
        />
      )}
      <Card title={t('types.heading')} hint={t('types.hint')}>
        <div className="grid gap-1 sm:grid-cols-3">
          {DELIVERY_TYPE_NAMES.map((name) => (
            <CheckRow
              key={name}
              label={t(`types.${name}`)}
              checked={types.includes(name)}
              onChange={(event) => setTypes(event.target.checked ? [...types, name] : types.filter((type) => type !== name))}
              data-testid={`offer-${name}`}
            />
          ))}
        </div>
        {errors.deliveryTypes && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
            {errors.deliveryTypes}
          </p>
        )}
      </Card>
      <Card title={t('zones.heading')} hint={t('zones.hint')}>
        <ZonesEditor zones={zones} errors={errors} onChange={setZones} />
      </Card>
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur">
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'lg')} data-testid="save-delivery">
          {save.isPending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
