import type { LegalInfo } from '@tavola/domain/schemas/restaurant-info';
import type { LegalPage } from '@tavola/domain/storefront/legal-pages';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RichText } from '../../../ui/rich-text.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** A legal text's body: the restaurant's HTML, a skeleton while it loads (undefined), or 'no content' (null). */
export function LegalText({ html }: { html: string | null | undefined }) {
  const { t } = useTranslation();
  if (html === undefined) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    );
  }
  if (!html) return <p className="text-muted">{t('overlays.noContent')}</p>;
  return <RichText text={html} className="text-[15px] leading-relaxed text-ink/90" />;
}

/** The legal texts the storefront links to (spec §2), by their address's name ('?overlay=imprint'). */
export const LEGAL_TEXTS = {
  about: { titleKey: 'header.aboutUs', field: 'about_us' },
  privacy: { titleKey: 'header.privacy', field: 'privacy_policy' },
  terms: { titleKey: 'header.terms', field: 'terms_and_conditions' },
  imprint: { titleKey: 'header.imprint', field: 'imprint' },
} as const satisfies Record<LegalPage, { titleKey: string; field: keyof LegalInfo }>;

/** Wider than other sheets: legal texts are long reading. */
export const LEGAL_SHEET_WIDTH = 'md:w-[min(92vw,720px)]';
