import { useSyncExternalStore } from 'react';
import { i18n, subscribeLanguage, translate } from './i18n.ts';

/**
 * Components read texts through this hook and re-render when the texts change (a language switch or
 * on-demand texts arriving). The snapshot is a revision number, so `t` stays the same function.
 */
export function useTranslation() {
  useSyncExternalStore(
    subscribeLanguage,
    () => i18n.revision,
    () => i18n.revision,
  );
  return { t: translate, i18n };
}
