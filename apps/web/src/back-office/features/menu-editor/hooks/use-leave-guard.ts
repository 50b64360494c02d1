import { useEffect, type RefObject } from 'react';

/** While the form holds unsaved changes, closing or reloading the tab asks first (the browser's own question). */
export function useLeaveGuard(isDirty: RefObject<() => boolean>): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}
