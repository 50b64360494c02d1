import { useTranslation } from '../../i18n/use-translation.ts';
import { useInformationPages, useRestaurantInfo } from '../../api/restaurant-info.ts';
import { pageConfig } from '../../lib/page-config.ts';
import { headerLinks, informationLinks, linkKey } from './header-links.ts';
import { NavLink } from './nav-link.tsx';
import { RestaurantLogo } from './restaurant-logo.tsx';
import { SocialLinks, socialLinksOf } from './social-links.tsx';

/** Spec §2: hidden where the side menu is shown (it carries the copyright line itself). */
export function Footer({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const info = useRestaurantInfo().data;
  const links = [
    ...headerLinks(info, t, pageConfig.modes.event),
    ...informationLinks(useInformationPages().data),
  ];
  const hasSocial = socialLinksOf(info).length > 0;
  const year = new Date().getFullYear();

  return (
    <footer className={`mt-16 border-t border-line bg-white pb-28 md:pb-10 ${className}`}>
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 pt-10 sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex gap-3">
          <RestaurantLogo className="size-12" />
          <div className="text-sm leading-relaxed text-muted">
            <p className="text-base font-semibold text-ink">{pageConfig.name}</p>
            {info && (
              <address className="not-italic">
                {info.contact.address}
                {info.contact.telephone && (
                  <>
                    <br />
                    {/* A phone number reads left to right in Arabic too. */}
                    <a
                      className="hover:text-ink hover:underline"
                      href={`tel:${info.contact.telephone.replace(/\s/g, '')}`}
                      dir="ltr"
                    >
                      {info.contact.telephone}
                    </a>
                  </>
                )}
              </address>
            )}
          </div>
        </div>
        <nav aria-label={t('footer.legal')}>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {links.map((link) => (
              <li key={linkKey(link)}>
                <NavLink
                  link={link}
                  className="inline-block py-1.5 text-start text-muted hover:text-ink hover:underline"
                />
              </li>
            ))}
          </ul>
        </nav>
        {hasSocial && (
          <div>
            <p className="text-sm font-semibold">{t('footer.followUs')}</p>
            <SocialLinks
              info={info}
              className="mt-2 flex flex-wrap gap-2"
              linkClassName="inline-flex h-9 items-center rounded-full px-3 text-sm font-medium ring-1 ring-line hover:bg-stone-50"
            />
          </div>
        )}
      </div>
      <div className="mx-auto mt-8 flex max-w-[1200px] flex-wrap items-center justify-between gap-2 px-4 text-xs text-muted">
        <p>{t('footer.copyright', { year, name: pageConfig.name })}</p>
        {info?.branding && (
          <p>
            {t('footer.createdBy')}{' '}
            <a href="https://github.com/tavola" className="font-semibold text-ink hover:underline" rel="noopener">
              Tavola
            </a>
          </p>
        )}
      </div>
    </footer>
  );
}
