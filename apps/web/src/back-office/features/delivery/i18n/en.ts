/** The delivery screen's texts (their own chunk per language). */
export const enDelivery = {
  title: 'Delivery & tips',
  loading: 'Loading…',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved. Guests see it now.',
  reloaded: 'Someone else saved these settings meanwhile. Your changes are still here: save again to keep yours, or take theirs.',
  takeTheirs: 'Take theirs',
  types: {
    heading: 'How guests order',
    hint: 'Switch off what you do not offer. Hours and lead times are set on the opening hours screen.',
    delivery: 'Delivery',
    pickup: 'Pickup',
    here: 'Eat in',
  },
  zones: {
    heading: 'Delivery zones',
    hint: 'One row per postal code. Amounts as you write them, e.g. 2.50. Free delivery from: empty, the fee is always charged.',
    postalCode: 'Postal code',
    city: 'Area',
    fee: 'Delivery fee',
    minimumOrder: 'Minimum order',
    freeDeliveryFrom: 'Free delivery from',
    add: 'Add zone',
    remove: 'Remove zone {{postalCode}}',
    empty: 'No delivery zones yet.',
    zone: 'Zone {{number}}',
  },
  tips: {
    heading: 'Tips',
    ask: 'Ask guests for a tip at checkout',
    presets: 'Suggested tips',
    presetsHint: 'Up to three shares of the dishes, in percent, smallest first. Leave a field empty to offer fewer.',
    preset: 'Suggestion {{number}} (%)',
  },
};
export type DeliveryTexts = typeof enDelivery;
