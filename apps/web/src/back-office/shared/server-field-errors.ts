import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../api/api-error.ts';

/**
 * A 422 of a save names fields as the request did (`value.price`, `value.items.0.name`): each message
 * goes under its field in the form. Returns whether any field took one.
 */
export function applyServerErrors<T extends FieldValues>(error: ApiError, setError: UseFormSetError<T>): boolean {
  const errors = error.details.fieldErrors;
  if (!errors) return false;
  let shown = false;
  for (const [field, messages] of Object.entries(errors)) {
    const path = field.replace(/^value\./, '');
    if (!messages[0] || path === field) continue;
    setError(path as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
