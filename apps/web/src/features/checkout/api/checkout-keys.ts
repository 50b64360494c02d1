/** Query keys of the checkout's own reads; basket reads use basketKeys from api/basket.ts. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  price: (basketId: string, deliveryType: string, postalCode: string, version: string) =>
    ['checkout', 'price', basketId, deliveryType, postalCode, version] as const,
  profile: (token: string | null) => ['checkout', 'profile', token] as const,
  addresses: (token: string | null) => ['checkout', 'addresses', token] as const,
};
