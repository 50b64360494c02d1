import type { RouteTitleWords } from './route-titles.ts';

/**
 * The route titles' words in French (storefront/route-titles.ts): a module of their own, so the web app's
 * fr texts carry them without the other languages' words.
 */
export const ROUTE_TITLES_FR: RouteTitleWords = {
  onlineShop: 'Boutique en ligne',
  menu: 'Carte',
  landing: 'Bienvenue',
  cart: 'Vérifier le panier',
  checkout: 'Passer la commande',
  payment: 'Paiement',
  paymentStatus: 'Suivi de commande',
  review: 'Avis',
  tableBill: 'Addition de la table',
  reservation: 'Votre réservation',
  profile: 'Votre profil',
  orders: 'Vos commandes',
  resetPassword: 'Réinitialiser le mot de passe',
  blogs: 'Blog',
  notFound: 'Page introuvable',
  about: 'À propos',
  privacy: 'Confidentialité',
  terms: 'CGV',
  imprint: 'Mentions légales',
  allergies: 'Allergènes et additifs',
  openingTime: "Horaires d'ouverture",
};
