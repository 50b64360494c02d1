import { addAddressRequestSchema } from '@tavola/domain/schemas/account';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useSaveAddress, type CustomerAddress } from '../api/addresses.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountField } from './account-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

function valuesOf(address: CustomerAddress | null) {
  return {
    street: address?.street ?? '',
    house_number: address?.house_number ?? '',
    postal_code: address?.postal_code ?? '',
    city: address?.city ?? '',
    country: address?.country ?? '',
    company: address?.company ?? '',
    note: address?.note ?? '',
  };
}

/** Add or edit an address in a dialog; the same schema as the server checks the fields. */
export function AddressSheet({ address, onClose }: { address: CustomerAddress | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useAccountForm(addAddressRequestSchema, valuesOf(address));
  const save = useSaveAddress();
  const formId = form.idOf('form');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    save.mutate(address ? { ...input, id: address.id } : input, {
      onSuccess: ({ message, address: saved }) => {
        // Outside the delivery area: saved all the same (pickup), but the guest is told, and given time to read it.
        const outside = saved.in_delivery_area === false;
        showSnackbar({ type: outside ? 'warning' : 'success', message, duration: outside ? 8000 : 3000 });
        onClose();
      },
      onError: form.showError,
    });
  };

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={address ? t('account.addresses.editTitle') : t('account.addresses.addTitle')}
      variant="center"
      widthClass="md:w-[min(92vw,520px)]"
      testId="address-sheet"
      footer={
        <div className="flex gap-3">
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'lg', 'flex-1')}>
            {t('account.common.cancel')}
          </button>
          <SubmitButton
            form={formId}
            busy={save.isPending}
            busyLabel={t('account.profile.saving')}
            className="flex-1"
            testId="address-save"
          >
            {t('account.addresses.save')}
          </SubmitButton>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid grid-cols-6 gap-4 pt-1" data-testid="address-form">
        <AccountField form={form} name="street" requiredMark autoFocus className="col-span-4" />
        <AccountField form={form} name="house_number" requiredMark className="col-span-2" />
        <AccountField form={form} name="postal_code" requiredMark className="col-span-6 sm:col-span-2" />
        <AccountField form={form} name="city" requiredMark className="col-span-6 sm:col-span-4" />
        <AccountField form={form} name="country" className="col-span-6 sm:col-span-3" />
        <AccountField form={form} name="company" className="col-span-6 sm:col-span-3" />
        <AccountField
          form={form}
          name="note"
          placeholder={t('account.fields.notePlaceholder')}
          className="col-span-6"
        />
        <div className="col-span-6">
          <FormAlert message={form.formError} />
        </div>
      </form>
    </Sheet>
  );
}
