import type { DeliveryTexts } from './en.ts';

export const frDelivery: DeliveryTexts = {
  title: 'Livraison et pourboires',
  loading: 'Chargement…',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Enregistré. Les clients le voient dès maintenant.',
  reloaded: 'Quelqu’un d’autre a enregistré ces réglages entre-temps. Vos modifications sont toujours là : enregistrez à nouveau pour garder les vôtres, ou prenez les leurs.',
  takeTheirs: 'Prendre les leurs',
  types: {
    heading: 'Comment les clients commandent',
    hint: 'Désactivez ce que vous ne proposez pas. Horaires et délais se règlent dans l’écran des horaires.',
    delivery: 'Livraison',
    pickup: 'À emporter',
    here: 'Sur place',
  },
  zones: {
    heading: 'Zones de livraison',
    hint: 'Une ligne par code postal. Montants comme d’habitude, p. ex. 2,50. « Livraison offerte dès » vide : les frais s’appliquent toujours.',
    postalCode: 'Code postal',
    city: 'Secteur',
    fee: 'Frais de livraison',
    minimumOrder: 'Commande minimum',
    freeDeliveryFrom: 'Livraison offerte dès',
    add: 'Ajouter une zone',
    remove: 'Supprimer la zone {{postalCode}}',
    empty: 'Aucune zone de livraison pour l’instant.',
    zone: 'Zone {{number}}',
  },
  tips: {
    heading: 'Pourboires',
    ask: 'Proposer un pourboire à la commande',
    presets: 'Pourboires suggérés',
    presetsHint: 'Jusqu’à trois parts des plats, en pour cent, de la plus petite à la plus grande. Un champ vide en propose moins.',
    preset: 'Suggestion {{number}} (%)',
  },
};
