import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { Icon } from '../../../ui/core-icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { OpeningHoursSummary } from './opening-hours-summary.tsx';
import { Picture } from '../../../ui/picture.tsx';

/**
 * The restaurant's welcome: main image, top logo (not in the side-menu layout), name and today's
 * hours; `aside` (how and when to order) sits beside the name on wide screens. The image comes
 * from the page config, so it starts loading before any API call.
 */
export function MenuHero({ deliveryType, aside }: { deliveryType: DeliveryType | null; aside?: ReactNode }) {
  const { t } = useTranslation();
  const info = useRestaurantInfo().data;
  const { mainImage, logo, logoShape } = pageConfig.theme;
  const shape = logoShape === 'round' ? 'rounded-full' : 'rounded-2xl';
  const showLogo = Boolean(logo) && !pageConfig.modes.sideMenu;
  return (
    <section className="mx-auto max-w-[1200px] md:px-4 md:pt-5" aria-labelledby="restaurant-name">
      <div className="relative h-44 overflow-hidden bg-stone-300 sm:h-56 md:h-64 md:rounded-3xl">
        {mainImage && (
          <Picture
            src={mainImage}
            kind="hero"
            sizes="(min-width: 1232px) 1200px, 100vw"
            alt=""
            width={1200}
            height={400}
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        )}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-stone-950/45 via-transparent to-transparent"
        />
      </div>
      <div className="relative px-4 md:flex md:items-start md:gap-8 md:px-2">
        <div className="min-w-0 flex-1 md:flex md:items-end md:gap-5">
          {showLogo && (
            <Picture
              src={logo!}
              kind="logo"
              sizes="(min-width: 768px) 112px, 80px"
              alt={pageConfig.name}
              width={112}
              height={112}
              className={`-mt-10 size-20 shrink-0 border-4 border-canvas bg-white object-cover shadow-card md:-mt-12 md:size-28 ${shape}`}
              data-testid="top-logo"
            />
          )}
          <div className={`min-w-0 ${showLogo ? 'mt-2' : 'mt-4'} md:mt-4`}>
            <h1
              id="restaurant-name"
              className="text-[28px] leading-tight font-bold tracking-tight text-balance md:text-[34px]"
            >
              {pageConfig.name}
            </h1>
            {/* Two lines reserved on phones (hours, then delivery time), one from sm up: no shift on load. */}
            <div className="mt-1.5 flex min-h-[3.75rem] flex-wrap content-start items-center gap-x-3 gap-y-1.5 sm:min-h-7">
              {info && deliveryType ? (
                <>
                  <OpeningHoursSummary info={info} deliveryType={deliveryType} />
                  {deliveryType === 'delivery' && info.delivery_average_time > 0 && (
                    <span className="inline-flex items-center gap-1.5 text-sm text-muted">
                      <Icon name="bike" className="size-4" />
                      {t('delivery.averageTime', { minutes: info.delivery_average_time })}
                    </span>
                  )}
                </>
              ) : (
                <>
                  <Skeleton className="h-7 w-64 rounded-full" />
                  <Skeleton className="h-5 w-28 rounded-full sm:hidden" />
                </>
              )}
            </div>
          </div>
        </div>
        {aside && <div className="mt-5 md:mt-4 md:w-[440px] md:shrink-0">{aside}</div>}
      </div>
    </section>
  );
}
