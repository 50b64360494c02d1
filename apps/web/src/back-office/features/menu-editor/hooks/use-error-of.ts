import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** The message to show under a field, by its path ("items.2.price"), from the browser check or a 422. */
export function useErrorOf<T extends FieldValues>(form: UseFormReturn<T>): (path: string) => string | undefined {
  const errors = form.formState.errors;
  return (path) => {
    const error = get(errors, path) as { message?: unknown } | undefined;
    return typeof error?.message === 'string' ? error.message : undefined;
  };
}
