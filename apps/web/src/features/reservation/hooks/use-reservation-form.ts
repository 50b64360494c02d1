import { useId, useState } from 'react';
import { formatMessage, isLang, isMessageCode, type MessageCode } from '@tavola/domain/messages/catalogue';
import { reservationFormSchema, type ReservationForm } from '@tavola/domain/schemas/reservation';
import { isApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

export interface ReservationValues {
  adults: number;
  children: number;
  date: string;
  time: string;
  tableId: number | null;
  name: string;
  email: string;
  phone: string;
}

export type ReservationField = keyof ReservationValues;
type Errors = Partial<Record<ReservationField | '_', string>>;

/** The order the fields stand in: the first one in error gets the focus. */
const FIELD_ORDER: ReservationField[] = ['adults', 'children', 'date', 'time', 'tableId', 'name', 'email', 'phone'];

/**
 * The overlay's form state, checked by the shared schema the server applies (schemas/reservation.ts):
 * errors show after the first submit and follow the guest's edits; a 422 puts the server's messages
 * under the same fields; any other failure is the form's alert.
 */
export function useReservationForm(initial: ReservationValues) {
  const formId = useId();
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const toInput = (v: ReservationValues): ReservationForm => ({ ...v, tableId: v.tableId ?? undefined });

  const check = (next: ReservationValues): Errors => {
    const result = reservationFormSchema.safeParse(toInput(next));
    if (result.success) return {};
    const found: Errors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '_') as ReservationField;
      const code: MessageCode = isMessageCode(issue.message) ? issue.message : 'field_invalid';
      found[field] ??= formatMessage(code, lang, 'maximum' in issue ? { max: Number(issue.maximum) } : {});
    }
    return found;
  };

  const idOf = (field: ReservationField) => `${formId}-${field}`;

  function set<K extends ReservationField>(field: K, value: ReservationValues[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (submitted) setErrors(check(next));
      return next;
    });
  }

  /** The input to send when every rule holds; otherwise null, with the errors shown and focused. */
  function validate(): ReservationForm | null {
    setSubmitted(true);
    setFormError(null);
    const found = check(values);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (!first) return toInput(values);
    requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
    return null;
  }

  /** A failed call: field messages under their fields, anything else as the form's alert. */
  function showError(error: unknown) {
    const fieldErrors = isApiError(error) && error.status === 422 ? (error.details.fieldErrors ?? {}) : {};
    const onFields: Errors = {};
    for (const field of FIELD_ORDER) if (fieldErrors[field]?.[0]) onFields[field] = fieldErrors[field][0];
    if (Object.keys(onFields).length > 0) {
      setErrors(onFields);
      const first = FIELD_ORDER.find((field) => onFields[field]);
      if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
      return;
    }
    const serverText = isApiError(error) ? (error.serverMessage ?? error.message) : null;
    setFormError(serverText || t('reservation.reserveFailed'));
  }

  return { values, errors, formError, set, idOf, validate, showError };
}

export type ReservationFormState = ReturnType<typeof useReservationForm>;
