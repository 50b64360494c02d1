import { lazy, Suspense, useEffect, useState } from 'react';
import { useRestaurantInfo } from '../../api/restaurant-info.ts';
import {
  announcementOf,
  confirmCheckoutAnnouncement,
  popupSuppressed,
  suppressPopup,
  useCheckoutAnnouncementPending,
  type PopupKind,
} from '../../features/content/lib/restaurant-popups.ts';

const RestaurantPopup = lazy(() => import('../../features/content/components/restaurant-popup.tsx'));

/**
 * Spec §4: the closed and announcement popups open when their flag turns true, one at a time;
 * after 'OK !' each stays hidden for 10 minutes (the expiry is stored per kind). With
 * announcement_before_checkout the announcement waits for the way from the cart to the checkout.
 */
export function RestaurantPopupsHost() {
  const info = useRestaurantInfo().data;
  const [dismissed, setDismissed] = useState<PopupKind[]>([]);
  const checkoutWaits = useCheckoutAnnouncementPending();
  // A manager's pause of online ordering shows the same popup, with the manager's message.
  const closed = (info?.closed ?? false) || Boolean(info?.ordering_paused_until);
  const announcement = announcementOf(info);
  const announcing = announcement !== null && !info?.announcement_before_checkout;

  // A flag that turns false forgets its dismissal, so turning true again shows the popup again.
  useEffect(() => {
    setDismissed((kinds) => kinds.filter((kind) => (kind === 'closed' ? closed : announcing)));
  }, [closed, announcing]);

  if (!info) return null;
  if (checkoutWaits) {
    return (
      <Suspense fallback={null}>
        <RestaurantPopup
          kind="announcement"
          message={announcement ?? ''}
          onDismiss={() => {
            suppressPopup('announcement');
            confirmCheckoutAnnouncement();
          }}
        />
      </Suspense>
    );
  }
  const pending: PopupKind | undefined = (
    [closed && 'closed', announcing && 'announcement'].filter(Boolean) as PopupKind[]
  ).find((kind) => !dismissed.includes(kind) && !popupSuppressed(kind));
  if (!pending) return null;

  const dismiss = () => {
    suppressPopup(pending);
    setDismissed((kinds) => [...kinds, pending]);
  };
  return (
    <Suspense fallback={null}>
      <RestaurantPopup
        kind={pending}
        message={(pending === 'closed' ? info.closeMessage : announcement) ?? ''}
        onDismiss={dismiss}
      />
    </Suspense>
  );
}
