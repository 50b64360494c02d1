import { lazy, Suspense } from 'react';
import { withLazyTexts } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RestaurantInfo } from '../../../api/restaurant-info.ts';
import { Icon, type IconName } from '../../../ui/icon.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

// The form brings the shared schema and the bot check: loaded when the guest opens the overlay.
const ContactForm = lazy(withLazyTexts(() => import('./contact-form.tsx')));

/** How to reach the restaurant, and the contact form (POST api/contact) below. */
export function ContactOverlay({ info, onClose }: { info: RestaurantInfo | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const rows: { icon: IconName; label: string; value: string; href?: string }[] = info
    ? [
        {
          icon: 'pin',
          label: t('overlays.address'),
          value: info.contact.address,
          href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(info.contact.address)}`,
        },
        ...(info.contact.telephone
          ? [
              {
                icon: 'phone' as const,
                label: t('overlays.phone'),
                value: info.contact.telephone,
                href: `tel:${info.contact.telephone.replace(/\s/g, '')}`,
              },
            ]
          : []),
        ...(info.contact.email
          ? [
              {
                icon: 'mail' as const,
                label: t('overlays.email'),
                value: info.contact.email,
                href: `mailto:${info.contact.email}`,
              },
            ]
          : []),
      ]
    : [];
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('overlays.contactTitle')}
      variant="center"
      testId="contact-overlay"
    >
      {!info ? (
        <Skeleton className="h-32 w-full rounded-2xl" />
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl ring-1 ring-line">
          {rows.map((row) => (
            <li key={row.label}>
              <a
                href={row.href}
                target={row.icon === 'pin' ? '_blank' : undefined}
                rel="noopener noreferrer"
                className="flex items-center gap-4 px-4 py-3.5 hover:bg-stone-50"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary-ink">
                  <Icon name={row.icon} />
                </span>
                <span className="min-w-0">
                  <span className="block text-xs font-medium text-muted">{row.label}</span>
                  <span className="block truncate font-medium" dir={row.icon === 'phone' ? 'ltr' : undefined}>
                    {row.value}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={<Skeleton className="mt-6 h-96 w-full rounded-2xl" />}>
        <ContactForm />
      </Suspense>
    </Sheet>
  );
}
