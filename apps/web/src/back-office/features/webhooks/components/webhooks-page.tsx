import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { WEBHOOK_EVENTS, type WebhookEndpointView, type WebhookEvent } from '@tavola/domain/schemas/webhooks';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { inputClass } from '../../../shared/field.tsx';
import { OwnerFrame, OwnerNotice } from '../../../shared/owner-frame.tsx';
import { errorText } from '../../../shared/owner-request.ts';
import {
  useCreateWebhookEndpoint,
  useRemoveWebhookEndpoint,
  useResendDelivery,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../api/owner-webhooks-api.ts';
import { useWebhooksTexts } from '../i18n/use-webhooks-texts.ts';

/** Text keys split on dots: `order.created` is found as `order_created`. */
const eventKey = (event: WebhookEvent) => event.replace('.', '_');

/** /manager/integrations: the restaurant's webhook endpoints (decision 100), their log and a resend. */
export function WebhooksPage() {
  const { t } = useWebhooksTexts();
  return <OwnerFrame title={t('title')}>{(token) => <WebhooksScreen token={token} />}</OwnerFrame>;
}

function WebhooksScreen({ token }: { token: string }) {
  const { t } = useWebhooksTexts();
  const endpoints = useWebhookEndpoints(token);
  const [secret, setSecret] = useState<string | null>(null);
  if (endpoints.error && isApiError(endpoints.error) && endpoints.error.status === 403) return <OwnerNotice kind="ownerOnly" />;
  if (endpoints.error && !endpoints.data) return <OwnerNotice kind="loadFailed" onRetry={() => void endpoints.refetch()} />;
  return (
    <div className="space-y-6 pb-10">
      <p className="text-muted">{t('intro')}</p>
      {secret ? <SecretOnce secret={secret} onDone={() => setSecret(null)} /> : <AddEndpointForm token={token} onCreated={setSecret} />}
      {!endpoints.data ? (
        <Skeleton className="h-40 w-full rounded-2xl" />
      ) : endpoints.data.length === 0 ? (
        <p className="rounded-xl bg-stone-50 p-4 text-muted">{t('empty')}</p>
      ) : (
        <ul className="space-y-4" data-testid="webhook-endpoints">
          {endpoints.data.map((endpoint) => (
            <EndpointCard key={endpoint.id} token={token} endpoint={endpoint} />
          ))}
        </ul>
      )}
    </div>
  );
}

interface AddFields {
  url: string;
  description: string;
  events: WebhookEvent[];
}

function AddEndpointForm({ token, onCreated }: { token: string; onCreated: (secret: string) => void }) {
  const { t } = useWebhooksTexts();
  const id = useId();
  const create = useCreateWebhookEndpoint(token);
  const form = useForm<AddFields>({ defaultValues: { url: '', description: '', events: ['order.created', 'order.status_changed'] } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((value) =>
    create.mutate(value, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created.secret);
      },
      onError: (error) => {
        // The create call names its fields as the form does (url, events): each message goes under its field.
        const fields = isApiError(error) ? Object.entries(error.details.fieldErrors ?? {}).filter(([name]) => name === 'url' || name === 'events') : [];
        fields.forEach(([name, messages], index) =>
          form.setError(name as keyof AddFields, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 }),
        );
        if (fields.length === 0) showSnackbar({ message: errorText(error) });
      },
    }),
  );
  const fieldError = (name: keyof AddFields) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
        {errors[name]?.message}
      </p>
    ) : null;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm"
      aria-labelledby={`${id}-title`}
      data-testid="add-webhook"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('addTitle')}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-url`} className="block text-sm font-semibold">
            {t('url')}
          </label>
          <input
            id={`${id}-url`}
            type="url"
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            {...form.register('url')}
            className={inputClass}
            aria-invalid={!!errors.url}
            aria-describedby={errors.url ? `${id}-url-error` : undefined}
            data-testid="webhook-url"
          />
          {fieldError('url')}
        </div>
        <div>
          <label htmlFor={`${id}-description`} className="block text-sm font-semibold">
            {t('description')}
          </label>
          <input
            id={`${id}-description`}
            {...form.register('description')}
            className={inputClass}
            aria-describedby={`${id}-description-hint`}
            autoComplete="off"
            data-testid="webhook-description"
          />
          <p id={`${id}-description-hint`} className="mt-1 text-sm text-muted">
            {t('descriptionHint')}
          </p>
        </div>
      </div>
      <fieldset className="mt-3" aria-describedby={errors.events ? `${id}-events-error` : undefined}>
        <legend className="text-sm font-semibold">{t('events')}</legend>
        <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" value={event} {...form.register('events')} className="size-5 shrink-0 accent-primary" />
              {t(`eventNames.${eventKey(event)}`)}
            </label>
          ))}
        </div>
        {fieldError('events')}
      </fieldset>
      <button type="submit" className={buttonClass('primary', 'md', 'mt-4')} disabled={create.isPending} data-testid="add-webhook-submit">
        <Icon name="plus" />
        {create.isPending ? t('adding') : t('add')}
      </button>
    </form>
  );
}

/** The endpoint's secret, once: the owner copies it to the receiving service, then it is gone from the screen. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useWebhooksTexts();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showSnackbar({ message: t('copied'), type: 'success' });
    } catch {
      document.getElementById(`${id}-secret`)?.focus();
    }
  };
  return (
    <section role="alert" aria-labelledby={`${id}-title`} className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="webhook-secret">
      <h2 id={`${id}-title`} className="font-bold">
        {t('secretTitle')}
      </h2>
      <p className="mt-1 text-sm">{t('secretBody')}</p>
      <input
        id={`${id}-secret`}
        readOnly
        value={secret}
        dir="ltr"
        aria-label={t('secretTitle')}
        onFocus={(event) => event.currentTarget.select()}
        className={`${inputClass} mt-3 font-mono text-sm`}
        data-testid="webhook-secret-value"
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={() => void copy()} className={buttonClass('secondary', 'md')}>
          {t('copy')}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('primary', 'md')} data-testid="webhook-secret-done">
          <Icon name="check" />
          {t('secretDone')}
        </button>
      </div>
    </section>
  );
}

function EndpointCard({ token, endpoint }: { token: string; endpoint: WebhookEndpointView }) {
  const { t } = useWebhooksTexts();
  const update = useUpdateWebhookEndpoint(token);
  const remove = useRemoveWebhookEndpoint(token);
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const state = endpoint.enabled ? t('on') : endpoint.disabledReason === 'failing' ? t('offFailing') : t('offByOwner');
  const toggle = () =>
    update.mutate(
      { id: endpoint.id, enabled: !endpoint.enabled },
      { onSuccess: () => showSnackbar({ message: t('saved'), type: 'success' }), onError: (error) => showSnackbar({ message: errorText(error) }) },
    );
  const removeNow = () =>
    remove.mutate(endpoint.id, {
      onSuccess: () => showSnackbar({ message: t('removed'), type: 'success' }),
      onError: (error) => showSnackbar({ message: errorText(error) }),
    });
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm" data-testid="webhook-endpoint">
      <p className="font-mono text-sm break-all" dir="ltr">
        {endpoint.url}
      </p>
      {endpoint.description && <p className="mt-1 font-semibold">{endpoint.description}</p>}
      <p className="mt-1 text-sm">
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${endpoint.enabled ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-950'}`}
          data-testid="webhook-state"
        >
          {state}
        </span>
        {endpoint.pending > 0 && <span className="ms-2 text-muted">{t('pending', { count: endpoint.pending })}</span>}
      </p>
      <p className="mt-2 text-sm text-muted">{endpoint.events.map((event) => t(`eventNames.${eventKey(event)}`)).join(' · ')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" onClick={toggle} disabled={update.isPending} className={buttonClass('secondary', 'md')} data-testid="webhook-toggle">
          {endpoint.enabled ? t('switchOff') : t('switchOn')}
        </button>
        <button type="button" onClick={() => setShowLog((open) => !open)} aria-expanded={showLog} className={buttonClass('secondary', 'md')} data-testid="webhook-log-toggle">
          <Icon name="receipt" />
          {showLog ? t('hideLog') : t('showLog')}
        </button>
        {confirming ? (
          <span className="ms-auto flex flex-wrap items-center gap-2" role="group">
            <span className="text-sm font-semibold">{t('removeConfirm', { url: endpoint.url })}</span>
            <button type="button" onClick={removeNow} className={buttonClass('danger', 'md')} data-testid="webhook-remove-confirm">
              {t('removeYes')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={buttonClass('ghost', 'md')}>
              {t('cancel')}
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setConfirming(true)} className={buttonClass('ghost', 'md', 'ms-auto')} data-testid="webhook-remove">
            <Icon name="trash" className="size-5 shrink-0" />
            {t('remove')}
          </button>
        )}
      </div>
      {showLog && <DeliveryLog token={token} endpointId={endpoint.id} />}
    </li>
  );
}

function DeliveryLog({ token, endpointId }: { token: string; endpointId: string }) {
  const { t, lang } = useWebhooksTexts();
  const deliveries = useWebhookDeliveries(token, endpointId);
  const resend = useResendDelivery(token, endpointId);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  if (!deliveries.data) return <Skeleton className="mt-3 h-24 w-full rounded-xl" />;
  if (deliveries.data.length === 0) return <p className="mt-3 text-sm text-muted">{t('logEmpty')}</p>;
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-line" tabIndex={0} role="region" aria-label={t('showLog')}>
      <table className="w-full text-start text-sm" data-testid="webhook-log">
        <thead className="bg-stone-50 text-start">
          <tr>
            <th scope="col" className="p-2 text-start">{t('logEvent')}</th>
            <th scope="col" className="p-2 text-start">{t('logTime')}</th>
            <th scope="col" className="p-2 text-start">{t('logState')}</th>
            <th scope="col" className="p-2 text-start">{t('logTries')}</th>
            <th scope="col" className="p-2 text-start">{t('logAnswer')}</th>
            <th scope="col" className="p-2">
              <span className="sr-only">{t('resend')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((delivery) => (
            <tr key={delivery.id} className="border-t border-line" data-testid="webhook-delivery">
              <td className="p-2">{t(`eventNames.${eventKey(delivery.event as WebhookEvent)}`, { defaultValue: delivery.event })}</td>
              <td className="p-2 whitespace-nowrap">{when.format(new Date(delivery.createdAt))}</td>
              <td className="p-2">{t(`states.${delivery.state}`)}</td>
              <td className="p-2">{delivery.attempts}</td>
              <td className="p-2" dir="ltr">
                {delivery.lastStatus ?? (delivery.lastError ? t('noAnswer') : '–')}
              </td>
              <td className="p-2">
                <button
                  type="button"
                  onClick={() =>
                    resend.mutate(delivery.id, {
                      onSuccess: () => showSnackbar({ message: t('resent'), type: 'success' }),
                      onError: (error) => showSnackbar({ message: errorText(error) }),
                    })
                  }
                  className={buttonClass('ghost', 'sm')}
                  data-testid="webhook-resend"
                >
                  <Icon name="repeat" className="size-4 shrink-0" />
                  {t('resend')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
