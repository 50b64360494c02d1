import { BasketBar } from '../../features/basket/components/basket-bar.tsx';
import { DeliveryTimeButton } from '../../features/delivery/components/delivery-time-button.tsx';
import { DeliveryTypeSwitcher } from '../../features/delivery/components/delivery-type-switcher.tsx';
import { useDeliveryType } from '../../features/delivery/hooks/use-delivery-type.ts';
import { MenuCatalogue } from '../../features/menu/components/menu-catalogue.tsx';
import { MenuHero } from '../../features/menu/components/menu-hero.tsx';
import { CallDishCollector } from '../../features/table-service/components/call-dish-collector.tsx';
import { TableCapacityHost } from '../../features/table-service/components/table-capacity-host.tsx';
import { pageConfig } from '../../lib/page-config.ts';
import { useDocumentMeta } from '../document-meta.ts';

/** / and /menu: the restaurant, how and when to order, and the menu. */
export function MenuRoute() {
  useDocumentMeta('menu');
  const { offered, current } = useDeliveryType();
  const canOrder = pageConfig.modes.shopProviding && !pageConfig.modes.catalogue;
  return (
    <>
      <MenuHero
        deliveryType={current}
        aside={
          canOrder && (
            <div className="grid gap-2.5" data-testid="ordering-bar">
              <DeliveryTypeSwitcher offered={offered} current={current} />
              <DeliveryTimeButton deliveryType={current} />
            </div>
          )
        }
      />
      <div className="mx-auto mt-8 max-w-[1200px] px-4 md:mt-10">
        <CallDishCollector />
        <MenuCatalogue />
      </div>
      {canOrder && <BasketBar />}
      <TableCapacityHost />
    </>
  );
}
