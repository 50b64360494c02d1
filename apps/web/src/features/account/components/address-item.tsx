import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { focusOnMount } from '../../../lib/focus-on-mount.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useRemoveAddress, type CustomerAddress } from '../api/addresses.ts';

export function addressLine(address: CustomerAddress): string {
  return `${address.street} ${address.house_number}, ${address.postal_code} ${address.city}`;
}

/** One saved address with edit and delete; delete asks once more in place. */
export function AddressItem({ address, onEdit }: { address: CustomerAddress; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveAddress();
  const [confirming, setConfirming] = useState(false);
  const line = addressLine(address);

  return (
    <li className="rounded-2xl bg-stone-50 p-4 ring-1 ring-line/70" data-testid="address-item">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {address.street} {address.house_number}
          </p>
          <p className="text-sm text-muted">
            {address.postal_code} {address.city}
            {address.country ? `, ${address.country}` : ''}
          </p>
          {(address.company || address.note) && (
            <p className="mt-1 text-sm text-muted">{[address.company, address.note].filter(Boolean).join(' · ')}</p>
          )}
        </div>
        {!confirming && (
          <div className="flex shrink-0 gap-1">
            <button
              type="button"
              onClick={onEdit}
              aria-label={t('account.addresses.editNamed', { address: line })}
              className={buttonClass('ghost', 'iconSm')}
            >
              <Icon name="edit" className="size-4.5" />
            </button>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              aria-label={t('account.addresses.removeNamed', { address: line })}
              className={buttonClass('ghost', 'iconSm')}
            >
              <Icon name="trash" className="size-4.5" />
            </button>
          </div>
        )}
      </div>
      {confirming && (
        <div
          role="group"
          aria-label={t('account.addresses.confirmRemove')}
          className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3"
        >
          <p className="me-auto text-sm font-medium">{t('account.addresses.confirmRemove')}</p>
          <button
            type="button"
            ref={focusOnMount}
            onClick={() => setConfirming(false)}
            className={buttonClass('secondary', 'sm')}
          >
            {t('account.common.cancel')}
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(address.id, {
                onSuccess: (message) => showSnackbar({ type: 'success', message, duration: 3000 }),
                onSettled: () => setConfirming(false),
              })
            }
            className={buttonClass('danger', 'sm')}
            data-testid="address-remove-confirm"
          >
            {t('account.addresses.remove')}
          </button>
        </div>
      )}
    </li>
  );
}
