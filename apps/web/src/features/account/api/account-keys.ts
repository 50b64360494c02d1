/** Query keys of the customer's own data; logout removes everything under `all`. */
export const accountKeys = {
  all: ['account'] as const,
  user: (token: string | null) => ['account', 'user', token] as const,
  addresses: (search: string) => ['account', 'addresses', search] as const,
  addressLists: ['account', 'addresses'] as const,
  orders: (page: number) => ['account', 'orders', page] as const,
  orderLists: ['account', 'orders'] as const,
  resetToken: (token: string) => ['account', 'reset-token', token] as const,
};
