import { centsToAmount } from '@tavola/domain/pricing/money';
import { freeDeliveryMissingCents } from '@tavola/domain/pricing/shipping-zones';
import type { Basket, BasketProduct } from '@tavola/domain/schemas/basket';
import { localisedText, type MenuTranslations } from '@tavola/domain/schemas/menu-translations';
import { availableStock } from '@tavola/domain/stock/product-stock';
import type { BasketPricing } from './basket-pricing.ts';
import { stockLinesOf, unitsOf, type BasketState, type LineState } from './basket-state.ts';

/** The languages dish names are shown in: the guest's if asked, else the restaurant's (the rows' own names). */
export interface NameLanguages {
  guest: string | null;
  restaurant: string;
}

/** The basket answer of the HTTP contract (spec §3 'Basket' and 'Basket product'), amounts in decimals. */
export function basketView(state: BasketState, pricing: BasketPricing, langs: NameLanguages | null = null): Basket {
  const { basket, table, voucher } = state;
  const stockLines = stockLinesOf(state.lines);
  const { totals } = pricing;
  return {
    id: basket.publicId,
    restaurant_id: basket.restaurantId,
    totalPrice: centsToAmount(totals.subtotalCents + totals.depotCents),
    products: state.lines.map((line) => lineView(line, pricing, stockLines, nameIn(langs))),
    deliveryTime: basket.deliveryLocal ? `${basket.deliveryLocal}:00` : null,
    duration: basket.duration,
    voucher_code: voucher?.code ?? null,
    voucherValue: centsToAmount(totals.discountCents),
    totalWithDiscount: centsToAmount(totals.totalCents),
    deliveryType: pricing.deliveryType,
    postalCode: basket.postalCode,
    tip: centsToAmount(totals.tipCents),
    shipping_price: centsToAmount(totals.shippingCents),
    minimumOrderValue: centsToAmount(pricing.zone?.minimumOrderCents ?? 0),
    minimumOrderMissing: centsToAmount(pricing.totals.minimumMissingCents),
    freeDeliveryMissing: freeDeliveryMissing(pricing),
    // The table's code only to whoever seated the basket with it: never learnt from its number.
    table: table ? { id: table.id, name: table.name, capacity: table.capacity, qrCode: basket.tableByCode ? table.qrCode : null } : null,
    table_id: table?.id ?? null,
    extra_info: basket.extraInfo ?? {},
    userInfo: basket.userInfo ?? null,
    count: unitsOf(state.lines),
  };
}

function freeDeliveryMissing(pricing: BasketPricing): number | null {
  const missing = pricing.zone ? freeDeliveryMissingCents(pricing.zone, pricing.totals.subtotalCents) : null;
  return missing === null ? null : centsToAmount(missing);
}

type NameOf = (row: { name: string; translations?: MenuTranslations }) => string;

function nameIn(langs: NameLanguages | null): NameOf {
  if (!langs) return (row) => row.name;
  const lang = langs.guest ?? langs.restaurant;
  return (row) => localisedText(row.translations, 'name', lang, langs.restaurant, row.name);
}

function lineView(
  line: LineState,
  pricing: BasketPricing,
  stockLines: ReturnType<typeof stockLinesOf>,
  nameOf: NameOf,
): BasketProduct {
  const total = pricing.lines.get(line.id);
  const product = line.product;
  return {
    basketProductId: line.id,
    id: product.id,
    RestaurantProductId: product.id,
    productId: product.id,
    name: nameOf(product),
    image: product.image,
    quantity: line.quantity,
    price: centsToAmount(total?.unitCents ?? 0),
    totalPrice: centsToAmount(total?.totalCents ?? 0),
    stock: availableStock(product, stockLines),
    is_package: product.isPackage ? 1 : 0,
    attributeItems: line.attributeItems.map((item) => ({
      id: item.id,
      name: nameOf(item),
      image: item.image,
      price: centsToAmount(item.priceCents),
      quantity: item.quantity,
      pivot: { id: item.id, price: centsToAmount(item.priceCents) },
    })),
    items: line.packageItems.map((item) => ({
      id: item.product.id,
      RestaurantProductId: item.product.id,
      productId: item.product.id,
      name: nameOf(item.product),
      quantity: item.quantity,
      stock: availableStock(item.product, stockLines),
      productPackageId: item.stepId,
      depot: depotOf(item.product),
    })),
    depot: depotOf(product),
    extra_info: line.extraInfo ? JSON.stringify(line.extraInfo) : null,
  };
}

function depotOf(product: { depotName: string | null; depotPriceCents: number | null }) {
  return product.depotName !== null && product.depotPriceCents !== null
    ? { name: product.depotName, price: centsToAmount(product.depotPriceCents) }
    : null;
}
