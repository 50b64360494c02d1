import { useState } from 'react';
import type { OwnerVoucher, VoucherSetting } from '@tavola/domain/schemas/owner-delivery';
import { isApiError } from '../../../../api/api-error.ts';
import { formatAmount } from '../../../../lib/money.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { OwnerFrame, OwnerNotice } from '../../../shared/owner-frame.tsx';
import { errorText } from '../../../shared/owner-request.ts';
import { CheckRow } from '../../../shared/field.tsx';
import { fieldMessages } from '../../delivery/lib/money-text.ts';
import { useChangeVouchers, useVoucherSection, type VoucherChange } from '../api/vouchers-api.ts';
import { useVoucherTexts } from '../i18n/use-voucher-texts.ts';
import { VoucherForm } from './voucher-form.tsx';

/** /manager/vouchers: the restaurant's vouchers with how often each was used; deactivated, never deleted. */
export function VouchersPage() {
  const { t } = useVoucherTexts();
  return <OwnerFrame title={t('title')}>{(token) => <Vouchers token={token} />}</OwnerFrame>;
}

const formatDate = (date: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

function Vouchers({ token }: { token: string }) {
  const { t, lang } = useVoucherTexts();
  const section = useVoucherSection(token);
  const change = useChangeVouchers(token);
  // null: no form open; 'new'; or the code of the voucher being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A 409 reloads the list; an open form keeps what was typed (its state outlives the reload) and says so.
  const [stale, setStale] = useState(false);

  if (section.isError && !section.data) return <OwnerNotice kind="loadFailed" onRetry={() => void section.refetch()} />;
  if (!section.data) return <p className="p-4 text-muted">{t('loading')}</p>;
  const { revision, value } = section.data;

  const run = (request: VoucherChange, done?: () => void) => {
    setErrors({});
    change.mutate(request, {
      onSuccess: () => {
        setStale(false);
        showSnackbar({ message: t('saved'), type: 'success' });
        done?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          setStale(true);
          void section.refetch();
          return;
        }
        const fields = fieldMessages(error);
        setErrors(Object.fromEntries(Object.entries(fields).map(([field, message]) => [field.replace(/^voucher\./, ''), message])));
        if (!isApiError(error) || error.status !== 422) showSnackbar({ message: errorText(error), type: 'error' });
      },
    });
  };
  const current = editing && editing !== 'new' ? (value.vouchers.find((v) => v.code === editing) ?? null) : null;
  const save = (voucher: VoucherSetting) =>
    run(current ? { kind: 'update', revision, code: current.code, active: current.active, voucher } : { kind: 'create', revision, voucher }, () => setEditing(null));
  const toggle = (voucher: OwnerVoucher) => {
    const { active, timesUsed: _used, expired: _expired, ...fields } = voucher;
    run({ kind: 'update', revision, code: voucher.code, active: !active, voucher: fields });
  };

  return (
    <div className="grid gap-4">
      {stale && (
        <p role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900" data-testid="vouchers-conflict">
          {t('reloaded')}
        </p>
      )}
      <section className="rounded-3xl bg-surface p-4 shadow-card sm:p-6">
        <CheckRow
          label={t('accept')}
          checked={value.acceptVouchers}
          disabled={change.isPending}
          onChange={(event) => run({ kind: 'accept', revision, acceptVouchers: event.target.checked })}
          data-testid="accept-vouchers"
        />
      </section>
      {editing ? (
        <VoucherForm
          key={editing}
          voucher={current}
          errors={errors}
          pending={change.isPending}
          onSave={save}
          onCancel={() => {
            setEditing(null);
            setStale(false);
            setErrors({});
          }}
        />
      ) : (
        <div>
          <button type="button" onClick={() => setEditing('new')} className={buttonClass('primary', 'md')} data-testid="new-voucher">
            <Icon name="plus" />
            {t('add')}
          </button>
        </div>
      )}
      {value.vouchers.length === 0 ? (
        <p className="rounded-3xl bg-surface p-6 text-muted shadow-card">{t('empty')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="voucher-list">
          {value.vouchers.map((voucher) => {
            const status = !voucher.active ? 'inactive' : voucher.expired ? 'expired' : 'active';
            return (
              <li key={voucher.code} className="flex flex-col rounded-2xl bg-surface p-4 shadow-card" data-testid="voucher-row" data-code={voucher.code}>
                <div className="flex items-start gap-2">
                  <p className="me-auto font-mono text-lg font-bold break-all" dir="ltr">
                    {voucher.code}
                  </p>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      status === 'active' ? 'bg-green-100 text-green-900' : status === 'expired' ? 'bg-amber-100 text-amber-950' : 'bg-stone-200 text-stone-800'
                    }`}
                    data-testid="voucher-status"
                  >
                    {t(`status.${status}`)}
                  </span>
                </div>
                <p className="mt-1 text-xl font-bold tabular-nums">
                  {voucher.kind === 'percent' ? `${voucher.value.toLocaleString(lang)} %` : formatAmount(voucher.value, lang)}
                </p>
                <ul className="mt-1 space-y-0.5 text-sm text-muted">
                  <li data-testid="voucher-used">
                    {voucher.usageLimit === null ? t('used', { count: voucher.timesUsed }) : t('usedOf', { count: voucher.timesUsed, limit: voucher.usageLimit })}
                  </li>
                  {voucher.minimumOrder > 0 && <li>{t('minimum', { amount: formatAmount(voucher.minimumOrder, lang) })}</li>}
                  {voucher.validFrom && <li>{t('from', { date: formatDate(voucher.validFrom, lang) })}</li>}
                  {voucher.validUntil && <li>{t('until', { date: formatDate(voucher.validUntil, lang) })}</li>}
                </ul>
                <div className="mt-auto flex flex-wrap gap-2 pt-3">
                  <button type="button" onClick={() => setEditing(voucher.code)} className={buttonClass('secondary', 'md')} aria-label={t('edit', { code: voucher.code })}>
                    <Icon name="edit" />
                  </button>
                  <button
                    type="button"
                    onClick={() => toggle(voucher)}
                    disabled={change.isPending}
                    className={buttonClass('ghost', 'md')}
                    aria-label={voucher.active ? t('deactivateLabel', { code: voucher.code }) : t('activateLabel', { code: voucher.code })}
                    data-testid={voucher.active ? 'deactivate-voucher' : 'activate-voucher'}
                  >
                    {voucher.active ? t('deactivate') : t('activate')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
