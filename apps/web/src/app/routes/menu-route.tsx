import { lazy, Suspense } from 'react';
import { useBasket } from '../../api/basket.ts';
import { BasketBar } from '../../features/basket/components/basket-bar.tsx';
import { DeliveryAreaPicker } from '../../features/basket/components/delivery-area-picker.tsx';
import { DeliveryTimeButton } from '../../features/delivery/components/delivery-time-button.tsx';
import { DeliveryTypeSwitcher } from '../../features/delivery/components/delivery-type-switcher.tsx';
import { useDeliveryType } from '../../features/delivery/hooks/use-delivery-type.ts';
import { MenuCatalogue } from '../../features/menu/components/menu-catalogue.tsx';
import { MenuHero } from '../../features/menu/components/menu-hero.tsx';
import { lazyTicketingBlock } from '../../features/ticketing/lazy-ticketing-block.ts';
import { TableCapacityGate } from '../../features/table-service/components/table-capacity-gate.tsx';
import { pageConfig } from '../../lib/page-config.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useMenuTitle } from './use-menu-title.ts';

// Only ticketing restaurants need the booking calendar: everyone else never loads it.
const TicketingBlock = lazyTicketingBlock.Component;

// Table-service mode with a table on the basket only: other guests never download the dish-collector button.
const CallDishCollector = lazy(() =>
  import('../../features/table-service/components/call-dish-collector.tsx').then((module) => ({
    default: module.CallDishCollector,
  })),
);

// A guest at a table (QR code) can open the table's bill: the button's code loads only for them.
const OpenTableBillButton = lazy(() => import('../../features/table-bill/components/open-table-bill-button.tsx'));

/** / and /menu: the restaurant, how and when to order, and the menu. */
export function MenuRoute() {
  useMenuTitle();
  const { offered, current } = useDeliveryType();
  const basket = useBasket();
  const canOrder = pageConfig.modes.shopProviding && !pageConfig.modes.catalogue;
  const ticketing = pageConfig.modes.ticketing;
  // Spec §2: under ticketing the menu stays hidden until a delivery time (a ticket slot) is chosen.
  const menuShown = !ticketing || Boolean(basket.data?.deliveryTime);
  return (
    <>
      <MenuHero
        deliveryType={current}
        aside={
          canOrder &&
          !ticketing && (
            <div className="grid gap-2.5" data-testid="ordering-bar">
              <DeliveryTypeSwitcher offered={offered} current={current} />
              <DeliveryTimeButton deliveryType={current} />
              {current === 'delivery' && <DeliveryAreaPicker />}
            </div>
          )
        }
      />
      <div className="mx-auto mt-8 max-w-[1200px] px-4 md:mt-10">
        {ticketing && (
          <div className="mb-8">
            <Suspense fallback={<Skeleton className="h-96 w-full rounded-3xl" />}>
              <TicketingBlock />
            </Suspense>
          </div>
        )}
        {basket.data?.table && (
          <div className="mb-6 flex flex-wrap items-start justify-end gap-3" data-testid="table-actions">
            {canOrder && (
              <Suspense fallback={null}>
                <OpenTableBillButton from={{ basketId: basket.data.id }} />
              </Suspense>
            )}
            {pageConfig.modes.tableService && (
              <Suspense fallback={null}>
                <CallDishCollector />
              </Suspense>
            )}
          </div>
        )}
        {menuShown && <MenuCatalogue />}
      </div>
      {canOrder && menuShown && <BasketBar />}
      <TableCapacityGate />
    </>
  );
}
