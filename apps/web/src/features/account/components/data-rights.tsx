import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useExportData } from '../api/data-rights.ts';
import { AccountCard } from './account-card.tsx';
import { DeleteAccountSheet } from './delete-account-sheet.tsx';

/** The customer's data rights: a JSON copy of everything stored, and deleting the account. */
export function DataRights() {
  const { t } = useTranslation();
  const exportData = useExportData();
  const [deleting, setDeleting] = useState(false);
  return (
    <AccountCard icon="download" title={t('account.data.title')} intro={t('account.data.intro')} testId="data-rights">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={exportData.isPending}
          aria-busy={exportData.isPending || undefined}
          onClick={() => exportData.mutate()}
          className={buttonClass('secondary', 'md', 'grow whitespace-nowrap')}
          data-testid="export-data"
        >
          <Icon name="download" className="size-4.5" />
          {exportData.isPending ? t('account.data.downloading') : t('account.data.download')}
        </button>
        <button
          type="button"
          onClick={() => setDeleting(true)}
          className={buttonClass('dangerSoft', 'md', 'grow whitespace-nowrap')}
          data-testid="delete-account"
        >
          <Icon name="trash" className="size-4.5" />
          {t('account.data.delete')}
        </button>
      </div>
      {deleting && <DeleteAccountSheet onClose={() => setDeleting(false)} />}
    </AccountCard>
  );
}
