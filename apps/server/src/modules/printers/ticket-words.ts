import type { Lang } from '@tavola/domain/messages/catalogue';
import type { DeliveryType } from '@tavola/domain/schemas/basket';

/** The few fixed words of a kitchen ticket, in the restaurant's language (the kitchen reads it). */
const WORDS: Record<Lang, { types: Record<DeliveryType, string>; table: string; asap: string; testPage: string }> = {
  en: { types: { delivery: 'DELIVERY', pickup: 'PICKUP', here: 'EAT IN' }, table: 'Table', asap: 'As soon as possible', testPage: 'Test page' },
  de: { types: { delivery: 'LIEFERUNG', pickup: 'ABHOLUNG', here: 'VOR ORT' }, table: 'Tisch', asap: 'So schnell wie möglich', testPage: 'Testseite' },
  fr: { types: { delivery: 'LIVRAISON', pickup: 'À EMPORTER', here: 'SUR PLACE' }, table: 'Table', asap: 'Dès que possible', testPage: 'Page de test' },
  ar: { types: { delivery: 'توصيل', pickup: 'استلام', here: 'في المطعم' }, table: 'طاولة', asap: 'في أقرب وقت', testPage: 'صفحة اختبار' },
};

export function ticketWords(lang: Lang) {
  return WORDS[lang];
}
