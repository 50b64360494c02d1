import { lazy, Suspense, useEffect, useState } from 'react';
import { POPUP_SUPPRESS_MINUTES } from '@tavola/domain/limits';
import { useRestaurantInfo } from '../../api/restaurant-info.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

const RestaurantPopup = lazy(() => import('../../features/content/components/restaurant-popup.tsx'));

type PopupKind = 'closed' | 'announcement';

function suppressed(kind: PopupKind): boolean {
  const until = Number(readStorage(storageKeys.popupHiddenUntil(kind)));
  return Number.isFinite(until) && until > Date.now();
}

/**
 * Spec §4: the closed and announcement popups open when their flag turns true, one at a time;
 * after 'OK !' each stays hidden for 10 minutes (the expiry is stored per kind).
 */
export function RestaurantPopupsHost() {
  const info = useRestaurantInfo().data;
  const [dismissed, setDismissed] = useState<PopupKind[]>([]);
  // A manager's pause of online ordering shows the same popup, with the manager's message.
  const closed = (info?.closed ?? false) || Boolean(info?.ordering_paused_until);
  const announcing = Boolean(info?.has_announcement && info.announcement);

  // A flag that turns false forgets its dismissal, so turning true again shows the popup again.
  useEffect(() => {
    setDismissed((kinds) => kinds.filter((kind) => (kind === 'closed' ? closed : announcing)));
  }, [closed, announcing]);

  if (!info) return null;
  const pending: PopupKind | undefined = (
    [closed && 'closed', announcing && 'announcement'].filter(Boolean) as PopupKind[]
  ).find((kind) => !dismissed.includes(kind) && !suppressed(kind));
  if (!pending) return null;

  const dismiss = () => {
    writeStorage(storageKeys.popupHiddenUntil(pending), String(Date.now() + POPUP_SUPPRESS_MINUTES * 60_000));
    setDismissed((kinds) => [...kinds, pending]);
  };
  return (
    <Suspense fallback={null}>
      <RestaurantPopup
        kind={pending}
        message={(pending === 'closed' ? info.closeMessage : info.announcement) ?? ''}
        onDismiss={dismiss}
      />
    </Suspense>
  );
}
