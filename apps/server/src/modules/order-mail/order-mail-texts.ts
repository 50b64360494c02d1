import type { Lang } from '@tavola/domain/messages/catalogue';
import type { DeliveryType } from '@tavola/domain/schemas/basket';

export interface OrderMailTexts {
  subject: (number: number, restaurant: string) => string;
  greeting: (name: string) => string;
  greetingAnonymous: string;
  received: (number: number, restaurant: string) => string;
  deliveryTypes: Record<DeliveryType, string>;
  asap: string;
  when: string;
  deliverTo: string;
  yourOrder: string;
  subtotal: string;
  discount: (code: string) => string;
  shipping: string;
  tip: string;
  deposit: string;
  total: string;
  /** A receipt's VAT line: the rate and the gross amount it is included in. */
  vatIncluded: (rate: string, gross: string) => string;
  net: string;
  tipOutsideVat: string;
  payment: string;
  paymentTypes: Record<string, string>;
  payOnlineHint: string;
  action: string;
  questions: (restaurant: string) => string;
}

/** The confirmation mail in the guest's language. Payment method names stay the restaurant's for unknown codes. */
export const orderMailTexts: Record<Lang, OrderMailTexts> = {
  en: {
    subject: (n, r) => `Your order ${n} at ${r}`,
    greeting: (name) => `Hello ${name},`,
    greetingAnonymous: 'Hello,',
    received: (n, r) => `thank you for your order! ${r} has received it as order ${n}.`,
    deliveryTypes: { delivery: 'Delivery', pickup: 'Pickup', here: 'Eat here' },
    asap: 'as soon as possible',
    when: 'When',
    deliverTo: 'Delivery address',
    yourOrder: 'Your order',
    subtotal: 'Subtotal',
    discount: (code) => `Voucher ${code}`,
    shipping: 'Delivery fee',
    tip: 'Tip',
    deposit: 'Deposit',
    total: 'Total',
    vatIncluded: (rate, gross) => `incl. VAT ${rate} of ${gross}`,
    net: 'net',
    tipOutsideVat: 'The tip carries no VAT.',
    payment: 'Payment',
    paymentTypes: { mollie: 'Online payment', saferPay: 'Online payment', cash: 'Cash', payAtEnd: 'Pay at the table', payFix: 'Pay at the table', pwc: 'Pay on pickup' },
    payOnlineHint: 'If your online payment did not go through, you can try again on the status page.',
    action: 'Follow your order',
    questions: (r) => `Questions about your order? Just reply to ${r}.`,
  },
  de: {
    subject: (n, r) => `Ihre Bestellung ${n} bei ${r}`,
    greeting: (name) => `Hallo ${name},`,
    greetingAnonymous: 'Hallo,',
    received: (n, r) => `vielen Dank für Ihre Bestellung! ${r} hat sie als Bestellung ${n} erhalten.`,
    deliveryTypes: { delivery: 'Lieferung', pickup: 'Abholung', here: 'Vor Ort' },
    asap: 'so schnell wie möglich',
    when: 'Wann',
    deliverTo: 'Lieferadresse',
    yourOrder: 'Ihre Bestellung',
    subtotal: 'Zwischensumme',
    discount: (code) => `Gutschein ${code}`,
    shipping: 'Liefergebühr',
    tip: 'Trinkgeld',
    deposit: 'Pfand',
    total: 'Gesamt',
    vatIncluded: (rate, gross) => `enth. MwSt. ${rate} von ${gross}`,
    net: 'netto',
    tipOutsideVat: 'Das Trinkgeld enthält keine MwSt.',
    payment: 'Zahlung',
    paymentTypes: { mollie: 'Online-Zahlung', saferPay: 'Online-Zahlung', cash: 'Barzahlung', payAtEnd: 'Zahlung am Tisch', payFix: 'Zahlung am Tisch', pwc: 'Zahlung bei Abholung' },
    payOnlineHint: 'Falls Ihre Online-Zahlung nicht geklappt hat, können Sie es auf der Statusseite erneut versuchen.',
    action: 'Bestellung verfolgen',
    questions: (r) => `Fragen zu Ihrer Bestellung? Antworten Sie einfach ${r}.`,
  },
  fr: {
    subject: (n, r) => `Votre commande ${n} chez ${r}`,
    greeting: (name) => `Bonjour ${name},`,
    greetingAnonymous: 'Bonjour,',
    received: (n, r) => `merci pour votre commande ! ${r} l'a bien reçue sous le numéro ${n}.`,
    deliveryTypes: { delivery: 'Livraison', pickup: 'À emporter', here: 'Sur place' },
    asap: 'dès que possible',
    when: 'Quand',
    deliverTo: 'Adresse de livraison',
    yourOrder: 'Votre commande',
    subtotal: 'Sous-total',
    discount: (code) => `Bon ${code}`,
    shipping: 'Frais de livraison',
    tip: 'Pourboire',
    deposit: 'Consigne',
    total: 'Total',
    vatIncluded: (rate, gross) => `dont TVA ${rate} sur ${gross}`,
    net: 'HT',
    tipOutsideVat: "Le pourboire n'est pas soumis à la TVA.",
    payment: 'Paiement',
    paymentTypes: { mollie: 'Paiement en ligne', saferPay: 'Paiement en ligne', cash: 'Espèces', payAtEnd: 'Paiement à table', payFix: 'Paiement à table', pwc: 'Paiement au retrait' },
    payOnlineHint: "Si votre paiement en ligne n'a pas abouti, vous pouvez réessayer sur la page de suivi.",
    action: 'Suivre ma commande',
    questions: (r) => `Une question sur votre commande ? Répondez simplement à ${r}.`,
  },
  ar: {
    subject: (n, r) => `طلبك رقم ${n} لدى ${r}`,
    greeting: (name) => `مرحبًا ${name}،`,
    greetingAnonymous: 'مرحبًا،',
    received: (n, r) => `شكرًا لطلبك! استلم ${r} طلبك برقم ${n}.`,
    deliveryTypes: { delivery: 'توصيل', pickup: 'استلام', here: 'في المطعم' },
    asap: 'في أقرب وقت ممكن',
    when: 'الموعد',
    deliverTo: 'عنوان التوصيل',
    yourOrder: 'طلبك',
    subtotal: 'المجموع الفرعي',
    discount: (code) => `قسيمة ${code}`,
    shipping: 'رسوم التوصيل',
    tip: 'إكرامية',
    deposit: 'تأمين',
    total: 'الإجمالي',
    vatIncluded: (rate, gross) => `تشمل ضريبة القيمة المضافة ${rate} من ${gross}`,
    net: 'الصافي',
    tipOutsideVat: 'الإكرامية غير خاضعة لضريبة القيمة المضافة.',
    payment: 'الدفع',
    paymentTypes: { mollie: 'دفع إلكتروني', saferPay: 'دفع إلكتروني', cash: 'نقدًا', payAtEnd: 'الدفع على الطاولة', payFix: 'الدفع على الطاولة', pwc: 'الدفع عند الاستلام' },
    payOnlineHint: 'إذا لم ينجح الدفع الإلكتروني يمكنك المحاولة مرة أخرى من صفحة حالة الطلب.',
    action: 'تابع طلبك',
    questions: (r) => `هل لديك سؤال عن طلبك؟ تواصل مع ${r}.`,
  },
};
