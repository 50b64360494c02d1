/**
 * Whether a dish can be ordered for a delivery type (1 delivery, 2 pickup, 3 here). A dish that lists
 * no types is offered for every type the restaurant offers; a basket without a type yet takes any dish
 * (the checkout asks again once the guest has chosen).
 */
export function isOfferedForDeliveryType(offeredTypeIds: readonly number[], deliveryTypeId: number | null): boolean {
  return offeredTypeIds.length === 0 || deliveryTypeId === null || offeredTypeIds.includes(deliveryTypeId);
}
