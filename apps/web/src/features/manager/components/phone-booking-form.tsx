import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { buttonClass } from '../../../ui/button.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useTableCodes } from '../api/manager-menu-api.ts';
import { useStaffReservation } from '../api/manager-reservations-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

const inputClass =
  'mt-1.5 block h-12 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none';

/** A booking taken by phone (issue 27): the server checks it under the guests' no-double-booking rule. */
export function PhoneBookingForm({ token, day, onDone }: { token: string; day: string; onDone: () => void }) {
  const { t } = useManagerTexts();
  const tables = (useTableCodes(token).data ?? []).filter((table) => table.reservable);
  const create = useStaffReservation(token);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [adults, setAdults] = useState('2');
  const [time, setTime] = useState('19:00');
  const [tableId, setTableId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    create.mutate(
      { name, phone, adults: Number(adults), children: 0, date: day, time, tableId: Number(tableId) },
      {
        onSuccess: () => {
          showSnackbar({ message: t('phoneBooking.saved'), type: 'success' });
          onDone();
        },
        onError: (error) => setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-4 grid gap-3 rounded-2xl p-4 ring-1 ring-line sm:grid-cols-2" aria-labelledby="phone-booking-title" data-testid="phone-booking">
      <h3 id="phone-booking-title" className="font-bold sm:col-span-2">
        {t('phoneBooking.title', { day })}
      </h3>
      <label className="block text-sm font-semibold">
        {t('phoneBooking.name')}
        <input required value={name} maxLength={100} onChange={(event) => setName(event.target.value)} className={inputClass} />
      </label>
      <label className="block text-sm font-semibold">
        {t('phoneBooking.phone')}
        <input required type="tel" dir="ltr" value={phone} onChange={(event) => setPhone(event.target.value)} className={inputClass} />
      </label>
      <label className="block text-sm font-semibold">
        {t('phoneBooking.party')}
        <input required type="number" min={1} max={100} value={adults} onChange={(event) => setAdults(event.target.value)} className={inputClass} />
      </label>
      <label className="block text-sm font-semibold">
        {t('phoneBooking.time')}
        <input required type="time" step={1800} value={time} onChange={(event) => setTime(event.target.value)} className={inputClass} />
      </label>
      <label className="block text-sm font-semibold sm:col-span-2">
        {t('phoneBooking.table')}
        <select required value={tableId} onChange={(event) => setTableId(event.target.value)} className={inputClass}>
          <option value="">{t('phoneBooking.chooseTable')}</option>
          {tables.map((table) => (
            <option key={table.id} value={table.id}>
              {t('phoneBooking.tableOption', { name: table.name, seats: table.capacity })}
            </option>
          ))}
        </select>
      </label>
      {problem && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-900 sm:col-span-2" data-testid="phone-booking-error">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" disabled={create.isPending} className={buttonClass('primary', 'lg', 'grow')} data-testid="phone-booking-save">
          {t('phoneBooking.save')}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary', 'lg')}>
          {t('phoneBooking.cancel')}
        </button>
      </div>
    </form>
  );
}
