import type { RouteTitleWords } from './route-titles.ts';

/**
 * The route titles' words in German (storefront/route-titles.ts): a module of their own, so the web app's
 * de texts carry them without the other languages' words.
 */
export const ROUTE_TITLES_DE: RouteTitleWords = {
  onlineShop: 'Online-Shop',
  menu: 'Speisekarte',
  landing: 'Willkommen',
  cart: 'Warenkorb prüfen',
  checkout: 'Bestellung aufgeben',
  payment: 'Zahlung',
  paymentStatus: 'Bestellstatus',
  review: 'Bewertung',
  tableBill: 'Tischrechnung',
  reservation: 'Ihre Reservierung',
  profile: 'Ihr Profil',
  orders: 'Ihre Bestellungen',
  resetPassword: 'Passwort zurücksetzen',
  blogs: 'Blog',
  notFound: 'Seite nicht gefunden',
  about: 'Über uns',
  privacy: 'Datenschutz',
  terms: 'AGB',
  imprint: 'Impressum',
  allergies: 'Allergene und Zusatzstoffe',
  openingTime: 'Öffnungszeiten',
};
