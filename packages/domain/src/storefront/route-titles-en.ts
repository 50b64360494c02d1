import type { RouteTitleWords } from './route-titles.ts';

/**
 * The route titles' words in English (storefront/route-titles.ts): a module of their own, so the web app's
 * en texts carry them without the other languages' words.
 */
export const ROUTE_TITLES_EN: RouteTitleWords = {
  onlineShop: 'Online Shop',
  menu: 'Menu',
  landing: 'Welcome',
  cart: 'Review Card',
  checkout: 'Place Order',
  payment: 'Payment',
  paymentStatus: 'Order status',
  review: 'Review',
  tableBill: 'Table bill',
  reservation: 'Your reservation',
  profile: 'Your Profile',
  orders: 'Your Orders',
  resetPassword: 'Reset password',
  blogs: 'Blog',
  notFound: 'Page not found',
  about: 'About us',
  privacy: 'Privacy',
  terms: 'Terms',
  imprint: 'Imprint',
  allergies: 'Allergens and additives',
  openingTime: 'Opening times',
};
