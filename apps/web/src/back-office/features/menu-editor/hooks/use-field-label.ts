import { useCallback } from 'react';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';

/** Fields whose label has another name than the field (the import format's names are terse). */
const LABEL_OF: Record<string, string> = {
  depot: 'deposit',
  additionalInfo: 'askName',
  categories: 'appliesToCategories',
  products: 'appliesToProducts',
};

/** The form's label of an entry field, for diffs and for errors listed away from the form. */
export function useFieldLabel(): (field: string) => string {
  const { t } = useEditorTexts();
  return useCallback(
    (field: string) => {
      const top = field.split('.')[0] ?? field;
      return t(`fields.${LABEL_OF[top] ?? top}`, { defaultValue: top });
    },
    [t],
  );
}
