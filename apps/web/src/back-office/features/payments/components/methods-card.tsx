import { METHOD_DELIVERY_TYPES, type OwnerPayments } from '@tavola/domain/schemas/owner-payments';
import { isApiError } from '../../../../api/api-error.ts';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useSaveMethods } from '../api/payments-api.ts';
import { usePaymentsTexts } from '../i18n/use-payments-texts.ts';

/**
 * One switch per way to pay and delivery type. Each switch saves the whole set at once (one revision
 * for the section): the server refuses what the platform does not support, and nothing half-saved stays.
 */
export function MethodsCard({ token, payments }: { token: string; payments: OwnerPayments }) {
  const { t } = usePaymentsTexts();
  const save = useSaveMethods(token);
  const { deliveryTypes, methods } = payments;

  function toggle(method: string, type: string) {
    const next = methods.map((entry) => ({
      method: entry.method,
      deliveryTypes:
        entry.method !== method
          ? entry.deliveryTypes
          : entry.deliveryTypes.includes(type as never)
            ? entry.deliveryTypes.filter((candidate) => candidate !== type)
            : [...entry.deliveryTypes, type],
    }));
    save.mutate(next, {
      onSuccess: () => showSnackbar({ message: t('methods.saved'), type: 'success' }),
      onError: (error) =>
        showSnackbar({
          // 422: the first field's message says what the platform refuses.
          message: isApiError(error) && error.status === 409 ? t('conflict') : isApiError(error) && error.status === 422 ? error.message : errorText(error),
          type: isApiError(error) && error.status === 409 ? 'warning' : 'error',
        }),
    });
  }

  return (
    <section aria-labelledby="methods-heading" className="rounded-3xl bg-surface p-4 shadow-raised sm:p-6">
      <h2 id="methods-heading" className="text-lg font-bold">
        {t('methods.heading')}
      </h2>
      <p className="mt-1 text-muted">{t('methods.intro')}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-start lg:max-w-3xl" aria-busy={save.isPending}>
          <thead>
            <tr className="border-b border-line text-sm text-muted">
              <th scope="col" className="py-2 pe-2 text-start font-semibold">
                {t('methods.method')}
              </th>
              {deliveryTypes.map((type) => (
                <th key={type} scope="col" className="px-1 py-2 text-center font-semibold">
                  {t(`deliveryTypes.${type}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {methods.map((entry) => (
              <tr key={entry.method} className="border-b border-line last:border-0" data-testid={`method-${entry.method}`}>
                <th scope="row" className="py-2 pe-2 text-start font-semibold">
                  {t(`methodNames.${entry.method}`)}
                </th>
                {deliveryTypes.map((type) => (
                  <td key={type} className="px-1 py-1 text-center">
                    {METHOD_DELIVERY_TYPES[entry.method].includes(type) ? (
                      <MethodSwitch
                        checked={entry.deliveryTypes.includes(type)}
                        label={t('methods.switchLabel', { method: t(`methodNames.${entry.method}`), type: t(`deliveryTypes.${type}`) })}
                        disabled={save.isPending}
                        onToggle={() => toggle(entry.method, type)}
                        testId={`switch-${entry.method}-${type}`}
                      />
                    ) : (
                      <span className="text-sm text-muted">
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">{t('methods.notPossible')}</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function MethodSwitch(props: { checked: boolean; label: string; disabled: boolean; onToggle: () => void; testId: string }) {
  const { checked } = props;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onToggle}
      className="inline-grid min-h-11 min-w-11 place-items-center rounded-full disabled:opacity-60"
      data-testid={props.testId}
    >
      <span aria-hidden="true" className={`relative h-6 w-10 rounded-full transition-colors ${checked ? 'bg-emerald-700' : 'bg-stone-400'}`}>
        <span className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${checked ? 'start-[18px]' : 'start-0.5'}`} />
      </span>
    </button>
  );
}
