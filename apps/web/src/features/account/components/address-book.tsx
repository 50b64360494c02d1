import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useAddresses, type CustomerAddress } from '../api/addresses.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { AccountCard } from './account-card.tsx';
import { AddressItem } from './address-item.tsx';
import { AddressSheet } from './address-sheet.tsx';
import { inputLooks } from './text-field.tsx';

/** The saved addresses with search (spec §2: address list with search, add/edit address). */
export function AddressBook() {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search);
  const addresses = useAddresses(query);
  // null: closed; 'new': adding; an address: editing it.
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);
  const list = addresses.data ?? [];
  const searching = query.trim() !== '';

  return (
    <AccountCard
      icon="pin"
      title={t('account.addresses.title')}
      intro={t('account.addresses.intro')}
      testId="address-book"
      action={
        <button
          type="button"
          onClick={() => setEditing('new')}
          className={buttonClass('secondary', 'sm', 'shrink-0')}
          data-testid="address-add"
        >
          <Icon name="plus" className="size-4" />
          {t('account.addresses.add')}
        </button>
      }
    >
      {(list.length > 0 || searching) && (
        <div className="relative mb-4">
          <label htmlFor={searchId} className="sr-only">
            {t('account.addresses.search')}
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('account.addresses.searchPlaceholder')}
            className={`${inputLooks} ps-11`}
            data-testid="address-search"
          />
        </div>
      )}

      {addresses.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-20 w-full rounded-2xl" />
          <Skeleton className="h-20 w-full rounded-2xl" />
        </div>
      ) : addresses.isError ? (
        <p className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">{addresses.error.message}</p>
      ) : list.length === 0 ? (
        <p className="rounded-2xl bg-stone-50 px-4 py-6 text-center text-sm text-muted" data-testid="address-empty">
          {searching ? t('account.addresses.noMatch', { query: query.trim() }) : t('account.addresses.empty')}
        </p>
      ) : (
        <ul
          className={`space-y-3 transition-opacity ${addresses.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={addresses.isFetching || undefined}
          data-testid="address-list"
        >
          {list.map((address) => (
            <AddressItem key={address.id} address={address} onEdit={() => setEditing(address)} />
          ))}
        </ul>
      )}

      {editing && <AddressSheet address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AccountCard>
  );
}
