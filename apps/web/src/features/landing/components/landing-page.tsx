import { Link } from 'react-router';
import { useRestaurantInfo, type RestaurantInfo } from '../../../api/restaurant-info.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { WeekHoursTable } from '../../content/components/week-hours-table.tsx';
import { Picture } from '../../../ui/picture.tsx';

/*
 * The landing page the route guards lead to (spec §2). Its content is not specified, so it shows
 * what every restaurant already has: main image, logo and name, the week's opening hours, address
 * and contact, and 'View menu' when the restaurant has a shop. Without a shop it says that
 * ordering online is not offered, so a guest is never left looking for a menu that does not exist.
 */
export default function LandingPage() {
  const { t } = useTranslation();
  const info = useRestaurantInfo().data;
  const { mainImage, logo, logoShape } = pageConfig.theme;
  const shape = logoShape === 'round' ? 'rounded-full' : 'rounded-3xl';

  return (
    <div data-testid="landing-page">
      <section className="relative isolate overflow-hidden bg-stone-800" aria-labelledby="landing-title">
        {mainImage && (
          <Picture
            src={mainImage}
            kind="hero"
            sizes="100vw"
            alt=""
            width={1200}
            height={500}
            fetchPriority="high"
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        )}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-stone-950/85 via-stone-950/45 to-stone-950/20"
        />
        <div className="mx-auto flex min-h-[360px] max-w-[1200px] flex-col items-center justify-end px-4 pt-16 pb-10 text-center text-white md:min-h-[440px] md:pb-14">
          {logo && (
            <Picture
              src={logo}
              kind="logo"
              sizes="112px"
              alt=""
              width={112}
              height={112}
              className={`size-24 border-4 border-white/90 bg-white object-cover shadow-raised md:size-28 ${shape}`}
            />
          )}
          <p className="mt-5 text-sm font-semibold tracking-[0.2em] text-white/85 uppercase">{t('landing.title')}</p>
          <h1 id="landing-title" className="mt-1 text-4xl font-bold tracking-tight text-balance md:text-5xl">
            {pageConfig.name}
          </h1>
          {info && <p className="mt-3 text-white/90">{info.contact.address}</p>}
          {pageConfig.hasShop ? (
            <Link to="/menu" className={buttonClass('primary', 'lg', 'mt-7 px-8')} data-testid="landing-view-menu">
              {t('landing.viewMenu')}
              <Icon name="chevronEnd" className="size-5" />
            </Link>
          ) : (
            <p
              className="mt-6 max-w-md rounded-2xl bg-white/15 px-5 py-3 text-[15px] backdrop-blur-sm"
              data-testid="landing-no-shop"
            >
              {t('landing.noShop')}
            </p>
          )}
        </div>
      </section>

      <div className="mx-auto grid max-w-[1200px] gap-6 px-4 py-10 md:grid-cols-2 md:py-14">
        <section aria-labelledby="landing-hours" className="rounded-3xl bg-surface p-6 shadow-card ring-1 ring-line">
          <h2 id="landing-hours" className="mb-4 flex items-center gap-2 text-lg font-bold">
            <Icon name="clock" className="size-5 text-primary-ink" />
            {t('landing.openingHours')}
          </h2>
          {info ? <WeekHours info={info} /> : <Skeleton className="h-56 w-full rounded-2xl" />}
        </section>
        <section aria-labelledby="landing-contact" className="rounded-3xl bg-surface p-6 shadow-card ring-1 ring-line">
          <h2 id="landing-contact" className="mb-4 flex items-center gap-2 text-lg font-bold">
            <Icon name="pin" className="size-5 text-primary-ink" />
            {t('landing.contact')}
          </h2>
          {info ? <Contact info={info} /> : <Skeleton className="h-40 w-full rounded-2xl" />}
        </section>
      </div>
    </div>
  );
}

/** The hours of the restaurant's first delivery type, the one its menu opens with. */
function WeekHours({ info }: { info: RestaurantInfo }) {
  const type = info.deliveryTypes[0]?.name;
  return type ? <WeekHoursTable info={info} type={type} /> : null;
}

function Contact({ info }: { info: RestaurantInfo }) {
  const { t } = useTranslation();
  const { contact } = info;
  return (
    <div className="space-y-4 text-[15px]">
      <address className="leading-relaxed not-italic">
        <span className="font-semibold">{pageConfig.name}</span>
        <br />
        {contact.street} {contact.house_number}
        <br />
        {contact.postal_code} {contact.city}
      </address>
      <div className="flex flex-wrap gap-2">
        {contact.telephone && (
          <a href={`tel:${contact.telephone.replace(/\s/g, '')}`} className={buttonClass('secondary', 'md')}>
            <Icon name="phone" className="size-4" />
            {t('landing.call')}
          </a>
        )}
        {contact.email && (
          <a href={`mailto:${contact.email}`} className={buttonClass('secondary', 'md')}>
            <Icon name="mail" className="size-4" />
            {t('landing.write')}
          </a>
        )}
      </div>
    </div>
  );
}
