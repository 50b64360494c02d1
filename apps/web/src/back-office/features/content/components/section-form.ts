import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useLeaveGuard } from '../../menu-editor/hooks/use-leave-guard.ts';
import { useContentTexts } from '../i18n/use-content-texts.ts';

/** A 422's messages by field name as the request sent them (the first message of each). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.details.fieldErrors) return {};
  return Object.fromEntries(Object.entries(error.details.fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}

/**
 * One settings section's form: what the owner typed over the server's value, a save with the
 * revision it was read at, per-field errors of a 422, and on a 409 the current value reloaded while
 * the owner's text stays in the form. Leaving with unsaved changes asks first.
 */
export function useSectionForm<T extends object>(options: {
  data: { revision: number; value: T } | undefined;
  refetch: () => Promise<unknown>;
  save: (save: { revision: number; value: T }) => Promise<unknown>;
}) {
  const { t } = useContentTexts();
  const [draft, setDraft] = useState<T | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const value = draft ?? options.data?.value;
  const dirty = draft !== undefined && JSON.stringify(draft) !== JSON.stringify(options.data?.value);
  const isDirty = useRef<() => boolean>(() => false);
  isDirty.current = () => dirty;
  useLeaveGuard(isDirty);

  useEffect(() => {
    if (!dirty && !stale) setDraft(undefined);
  }, [dirty, stale, options.data]);

  const set = useCallback(<K extends keyof T>(field: K, next: T[K]) => {
    setDraft((current) => ({ ...(current ?? (options.data?.value as T)), [field]: next }));
    setErrors((current) => {
      const { [field as string]: _gone, ...rest } = current;
      return rest;
    });
  }, [options.data?.value]);

  const submit = async () => {
    if (!value || !options.data) return;
    setSaving(true);
    setErrors({});
    try {
      await options.save({ revision: options.data.revision, value });
      setDraft(undefined);
      setStale(false);
      showSnackbar({ message: t('common.saved'), type: 'success' });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setStale(true);
        await options.refetch();
        return;
      }
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      showSnackbar({ message: errorText(error) });
    } finally {
      setSaving(false);
    }
  };

  return { value, set, errors, saving, dirty, stale, submit };
}
