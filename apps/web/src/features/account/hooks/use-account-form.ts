import { useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { fieldErrorsFromServer, fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors.ts';

type Values = Record<string, string>;

export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * Form state checked by a shared schema of @tavola/domain (the same rules the server applies):
 * errors show under their fields after the first submit and update while the guest types; a 422
 * answer puts the server's messages under the same fields; any other failure is the form's alert.
 * After a failed submit the first field in error gets the focus.
 */
export function useAccountForm<V extends Values, S extends z.ZodType>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown = (values) => values,
) {
  const formId = useId();
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submitted = useRef(false);

  const idOf = (name: string) => `${formId}-${name}`;

  const check = (next: V): FieldErrors => {
    const result = schema.safeParse(toInput(next));
    return result.success ? {} : fieldErrorsOf(result.error.issues, i18n.language);
  };

  const focusFirst = (failed: FieldErrors) => {
    const name = Object.keys(initial).find((field) => failed[field]);
    if (name) requestAnimationFrame(() => document.getElementById(idOf(name))?.focus());
  };

  function field(name: keyof V & string): FieldBinding {
    return {
      id: idOf(name),
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (value) => {
        const next = { ...values, [name]: value };
        setValues(next);
        if (submitted.current) setErrors(check(next));
      },
    };
  }

  /** The parsed input when every rule holds; otherwise null, with the errors shown. */
  function validate(): z.output<S> | null {
    submitted.current = true;
    setFormError(null);
    const result = schema.safeParse(toInput(values));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const failed = fieldErrorsOf(result.error.issues, i18n.language);
    setErrors(failed);
    focusFirst(failed);
    return null;
  }

  /** A failed call: field messages under their fields, anything else as the form's alert. */
  function showError(error: unknown) {
    const server = isApiError(error) && error.status === 422 ? fieldErrorsFromServer(error.details.fieldErrors) : {};
    const onFields = Object.fromEntries(Object.entries(server).filter(([name]) => name in initial));
    if (Object.keys(onFields).length > 0) {
      setErrors(onFields);
      focusFirst(onFields);
      return;
    }
    // 429 and 409 arrive with a generic shown text; the server's own words say more.
    const text = isApiError(error)
      ? error.status === 429
        ? (error.serverMessage ?? error.message)
        : error.message
      : null;
    setFormError(text ?? t('errors.somethingWentWrong'));
  }

  function reset(next: V) {
    submitted.current = false;
    setValues(next);
    setErrors({});
    setFormError(null);
  }

  return { values, setValues, field, validate, showError, formError, setFormError, reset, idOf };
}
